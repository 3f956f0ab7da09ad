-- CreateTable
CREATE TABLE "embed_settings" (
    "user_id" TEXT NOT NULL PRIMARY KEY,
    "allowed_origins" TEXT NOT NULL DEFAULT '[]',
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "embed_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

