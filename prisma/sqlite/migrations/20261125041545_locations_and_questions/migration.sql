-- Locations and questions (ADR 024). Written as ADD COLUMN by hand: Prisma's generated SQLite
-- migration rebuilds both tables, which would drop their triggers (the version counters of ADR 008
-- and the bookings' no-overlap guard).
ALTER TABLE "event_types" ADD COLUMN "locations" TEXT NOT NULL DEFAULT '[]';
ALTER TABLE "event_types" ADD COLUMN "booking_fields" TEXT;

ALTER TABLE "bookings" ADD COLUMN "location_kind" TEXT;
ALTER TABLE "bookings" ADD COLUMN "location" TEXT;
ALTER TABLE "bookings" ADD COLUMN "location_url" TEXT;
ALTER TABLE "bookings" ADD COLUMN "responses" TEXT NOT NULL DEFAULT '{}';
