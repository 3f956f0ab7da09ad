-- CreateTable
CREATE TABLE "calendar_seat_writes" (
    "seat_key" TEXT NOT NULL,
    "host_id" TEXT NOT NULL,
    "calendar_id" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "etag" TEXT,
    "sequence" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "calendar_seat_writes_pkey" PRIMARY KEY ("seat_key")
);

-- CreateIndex
CREATE INDEX "calendar_seat_writes_calendar_id_idx" ON "calendar_seat_writes"("calendar_id");

-- CreateIndex
CREATE INDEX "calendar_seat_writes_host_id_idx" ON "calendar_seat_writes"("host_id");

-- AddForeignKey
ALTER TABLE "calendar_seat_writes" ADD CONSTRAINT "calendar_seat_writes_host_id_fkey" FOREIGN KEY ("host_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_seat_writes" ADD CONSTRAINT "calendar_seat_writes_calendar_id_fkey" FOREIGN KEY ("calendar_id") REFERENCES "connected_calendars"("id") ON DELETE CASCADE ON UPDATE CASCADE;

