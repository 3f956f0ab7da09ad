-- AlterTable
ALTER TABLE "event_types" ADD COLUMN     "booking_fields" TEXT,
ADD COLUMN     "locations" TEXT NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "location" TEXT,
ADD COLUMN     "location_kind" TEXT,
ADD COLUMN     "location_url" TEXT,
ADD COLUMN     "responses" TEXT NOT NULL DEFAULT '{}';

