-- AlterTable
ALTER TABLE "event_types" ADD COLUMN     "recurrence_frequency" TEXT,
ADD COLUMN     "recurrence_interval" INTEGER,
ADD COLUMN     "recurrence_max" INTEGER,
ADD COLUMN     "recurrence_partial" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "original_start" TIMESTAMP(3),
ADD COLUMN     "series_id" TEXT,
ADD COLUMN     "series_index" INTEGER;

-- CreateTable
CREATE TABLE "booking_series" (
    "id" TEXT NOT NULL,
    "uid" TEXT NOT NULL,
    "host_id" TEXT NOT NULL,
    "event_type_id" TEXT,
    "frequency" TEXT NOT NULL,
    "interval" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "time_zone" TEXT NOT NULL,
    "first_start" TIMESTAMP(3) NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "booking_series_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_series_writes" (
    "series_id" TEXT NOT NULL,
    "host_id" TEXT NOT NULL,
    "calendar_id" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "etag" TEXT,
    "sequence" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "calendar_series_writes_pkey" PRIMARY KEY ("series_id")
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

-- AddForeignKey
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_host_id_fkey" FOREIGN KEY ("host_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_series_writes" ADD CONSTRAINT "calendar_series_writes_host_id_fkey" FOREIGN KEY ("host_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_series_writes" ADD CONSTRAINT "calendar_series_writes_calendar_id_fkey" FOREIGN KEY ("calendar_id") REFERENCES "connected_calendars"("id") ON DELETE CASCADE ON UPDATE CASCADE;

