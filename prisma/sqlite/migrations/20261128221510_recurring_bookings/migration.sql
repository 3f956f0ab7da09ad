-- Recurring bookings (issue 43, ADR 054). The event type's columns are ADD COLUMN by hand: Prisma's
-- generated SQLite migration rebuilds event_types, which would drop its version triggers and its
-- owner check.
ALTER TABLE "event_types" ADD COLUMN "recurrence_frequency" TEXT;
ALTER TABLE "event_types" ADD COLUMN "recurrence_interval" INTEGER;
ALTER TABLE "event_types" ADD COLUMN "recurrence_max" INTEGER;
ALTER TABLE "event_types" ADD COLUMN "recurrence_partial" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN "original_start" DATETIME;
ALTER TABLE "bookings" ADD COLUMN "series_id" TEXT;
ALTER TABLE "bookings" ADD COLUMN "series_index" INTEGER;

-- CreateTable
CREATE TABLE "booking_series" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "uid" TEXT NOT NULL,
    "host_id" TEXT NOT NULL,
    "event_type_id" TEXT,
    "frequency" TEXT NOT NULL,
    "interval" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "time_zone" TEXT NOT NULL,
    "first_start" DATETIME NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "booking_series_host_id_fkey" FOREIGN KEY ("host_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "calendar_series_writes" (
    "series_id" TEXT NOT NULL PRIMARY KEY,
    "host_id" TEXT NOT NULL,
    "calendar_id" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "etag" TEXT,
    "sequence" INTEGER NOT NULL,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "calendar_series_writes_host_id_fkey" FOREIGN KEY ("host_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "calendar_series_writes_calendar_id_fkey" FOREIGN KEY ("calendar_id") REFERENCES "connected_calendars" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);


-- CreateIndex
CREATE UNIQUE INDEX "booking_series_uid_key" ON "booking_series"("uid");

-- CreateIndex
CREATE INDEX "booking_series_host_id_idx" ON "booking_series"("host_id");

-- CreateIndex
CREATE INDEX "calendar_series_writes_calendar_id_idx" ON "calendar_series_writes"("calendar_id");

-- CreateIndex
CREATE INDEX "calendar_series_writes_host_id_idx" ON "calendar_series_writes"("host_id");

-- CreateIndex
CREATE INDEX "bookings_series_id_series_index_idx" ON "bookings"("series_id", "series_index");

