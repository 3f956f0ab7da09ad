-- CreateTable
CREATE TABLE "live_events" (
    "id" SERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "live_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "live_events_user_id_id_idx" ON "live_events"("user_id", "id");

-- CreateIndex
CREATE INDEX "live_events_created_at_idx" ON "live_events"("created_at");

-- AddForeignKey
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

