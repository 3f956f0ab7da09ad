-- AlterTable
ALTER TABLE "bookings" ADD COLUMN "meeting_details" TEXT;

-- CreateTable
CREATE TABLE "oauth_clients" (
    "provider" TEXT NOT NULL PRIMARY KEY,
    "client_id" TEXT NOT NULL,
    "client_secret_sealed" TEXT,
    "tenant" TEXT,
    "updated_at" DATETIME NOT NULL,
    "updated_by" TEXT
);

-- CreateTable
CREATE TABLE "oauth_states" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "verifier_sealed" TEXT NOT NULL,
    "browser_key" TEXT,
    "redirect_uri" TEXT NOT NULL,
    "expires_at" DATETIME NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "oauth_states_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "oauth_grants" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "scopes" TEXT NOT NULL,
    "tokens_sealed" TEXT NOT NULL,
    "access_expires_at" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "error_code" TEXT,
    "notified_at" DATETIME,
    "claimed_until" DATETIME,
    "claimed_by" TEXT,
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "oauth_grants_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_calendar_connections" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "username" TEXT,
    "password_sealed" TEXT,
    "auth_method" TEXT,
    "home_url" TEXT,
    "etag" TEXT,
    "last_modified" TEXT,
    "last_sync_at" DATETIME,
    "last_attempt_at" DATETIME,
    "error_code" TEXT,
    "error_event" TEXT,
    "write_error_code" TEXT,
    "write_error_notified_at" DATETIME,
    "claimed_until" DATETIME,
    "claimed_by" TEXT,
    "next_sync_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "manual_refreshes" INTEGER NOT NULL DEFAULT 0,
    "manual_window_at" DATETIME,
    "grant_id" TEXT,
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "calendar_connections_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "calendar_connections_grant_id_fkey" FOREIGN KEY ("grant_id") REFERENCES "oauth_grants" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_calendar_connections" ("auth_method", "claimed_by", "claimed_until", "created_at", "error_code", "error_event", "etag", "home_url", "id", "kind", "last_attempt_at", "last_modified", "last_sync_at", "manual_refreshes", "manual_window_at", "next_sync_at", "password_sealed", "url", "user_id", "username", "version", "write_error_code", "write_error_notified_at") SELECT "auth_method", "claimed_by", "claimed_until", "created_at", "error_code", "error_event", "etag", "home_url", "id", "kind", "last_attempt_at", "last_modified", "last_sync_at", "manual_refreshes", "manual_window_at", "next_sync_at", "password_sealed", "url", "user_id", "username", "version", "write_error_code", "write_error_notified_at" FROM "calendar_connections";
DROP TABLE "calendar_connections";
ALTER TABLE "new_calendar_connections" RENAME TO "calendar_connections";
CREATE INDEX "calendar_connections_user_id_created_at_idx" ON "calendar_connections"("user_id", "created_at");
CREATE INDEX "calendar_connections_next_sync_at_idx" ON "calendar_connections"("next_sync_at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "oauth_states_user_id_idx" ON "oauth_states"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_grants_user_id_provider_account_id_key" ON "oauth_grants"("user_id", "provider", "account_id");

