-- CreateTable
CREATE TABLE "embed_settings" (
    "user_id" TEXT NOT NULL,
    "allowed_origins" TEXT NOT NULL DEFAULT '[]',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "embed_settings_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "embed_settings" ADD CONSTRAINT "embed_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

