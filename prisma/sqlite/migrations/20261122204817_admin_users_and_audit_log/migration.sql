-- AlterTable
ALTER TABLE "users" ADD COLUMN "disabled_at" DATETIME;
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" DATETIME;

-- CreateTable
CREATE TABLE "audit_log" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "actor_id" TEXT,
    "actor_email" TEXT,
    "action" TEXT NOT NULL,
    "target_id" TEXT,
    "target_email" TEXT,
    "detail" TEXT NOT NULL DEFAULT '',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log"("created_at" DESC, "id" DESC);


-- CreateIndex
CREATE INDEX "users_created_at_id_idx" ON "users"("created_at" DESC, "id" DESC);
