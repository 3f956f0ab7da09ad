-- CreateTable
CREATE TABLE "calendar_connections" (
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
    "write_error_code" TEXT,
    "write_error_notified_at" DATETIME,
    "claimed_until" DATETIME,
    "claimed_by" TEXT,
    "next_sync_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "calendar_connections_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "connected_calendars" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "connection_id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT,
    "writable" BOOLEAN NOT NULL DEFAULT false,
    "check_conflicts" BOOLEAN NOT NULL DEFAULT true,
    "destination_for" TEXT,
    "ctag" TEXT,
    "sync_token" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "connected_calendars_connection_id_fkey" FOREIGN KEY ("connection_id") REFERENCES "calendar_connections" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "calendar_objects" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "calendar_id" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "etag" TEXT,
    "data" TEXT NOT NULL,
    CONSTRAINT "calendar_objects_calendar_id_fkey" FOREIGN KEY ("calendar_id") REFERENCES "connected_calendars" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "calendar_event_writes" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "booking_id" TEXT NOT NULL,
    "calendar_id" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "etag" TEXT,
    "sequence" INTEGER NOT NULL,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "calendar_event_writes_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "calendar_event_writes_calendar_id_fkey" FOREIGN KEY ("calendar_id") REFERENCES "connected_calendars" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable (written by hand: Prisma would rebuild the users table, and a rebuild inside the
-- migration's transaction cannot turn foreign keys off, so dropping the old table would cascade).
ALTER TABLE "users" ADD COLUMN "calendars_version" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "calendar_connections_user_id_created_at_idx" ON "calendar_connections"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "calendar_connections_next_sync_at_idx" ON "calendar_connections"("next_sync_at");

-- CreateIndex
CREATE UNIQUE INDEX "connected_calendars_destination_for_key" ON "connected_calendars"("destination_for");

-- CreateIndex
CREATE UNIQUE INDEX "connected_calendars_connection_id_url_key" ON "connected_calendars"("connection_id", "url");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_objects_calendar_id_href_key" ON "calendar_objects"("calendar_id", "href");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_event_writes_booking_id_key" ON "calendar_event_writes"("booking_id");

-- CreateIndex
CREATE INDEX "calendar_event_writes_calendar_id_idx" ON "calendar_event_writes"("calendar_id");

