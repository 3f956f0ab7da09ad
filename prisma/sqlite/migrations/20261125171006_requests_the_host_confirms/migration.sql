-- Requests the host confirms (ADR 025). Written as ADD COLUMN by hand: Prisma's generated SQLite
-- migration rebuilds event_types, which would drop its triggers (the version counters of ADR 008).
-- The new history kinds need nothing here: SQLite stores enums as text.
ALTER TABLE "event_types" ADD COLUMN "requires_confirmation" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "event_types" ADD COLUMN "confirmation_threshold_hours" INTEGER;
ALTER TABLE "event_types" ADD COLUMN "confirmation_expiry_hours" INTEGER NOT NULL DEFAULT 24;

ALTER TABLE "bookings" ADD COLUMN "request_expires_at" DATETIME;
