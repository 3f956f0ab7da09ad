-- Seats (ADR 026). Written as ADD COLUMN by hand: Prisma's generated SQLite migration rebuilds
-- event_types, which would drop its triggers (the version counters of ADR 008).
ALTER TABLE "event_types" ADD COLUMN "seats" INTEGER;
ALTER TABLE "event_types" ADD COLUMN "show_seats_left" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "event_types" ADD COLUMN "show_attendees" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "bookings" ADD COLUMN "seat_key" TEXT;

CREATE INDEX "bookings_seat_key_idx" ON "bookings"("seat_key");

-- The attendees of one seated time are one blocking row each, at the same span: two blocking rows
-- of one host still may never overlap, unless both are seats of the same time.
DROP TRIGGER "bookings_no_overlap_insert";
DROP TRIGGER "bookings_no_overlap_update";
CREATE TRIGGER "bookings_no_overlap_insert" BEFORE INSERT ON "bookings"
WHEN NEW."blocking" AND EXISTS (
  SELECT 1 FROM "bookings" b
   WHERE b."host_id" = NEW."host_id" AND b."blocking"
     AND b."blocked_start" < NEW."blocked_end" AND NEW."blocked_start" < b."blocked_end"
     AND COALESCE(b."seat_key", b."id") <> COALESCE(NEW."seat_key", NEW."id"))
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap');
END;
CREATE TRIGGER "bookings_no_overlap_update" BEFORE UPDATE OF "host_id", "blocked_start", "blocked_end", "blocking", "seat_key" ON "bookings"
WHEN NEW."blocking" AND EXISTS (
  SELECT 1 FROM "bookings" b
   WHERE b."host_id" = NEW."host_id" AND b."blocking" AND b."id" <> OLD."id"
     AND b."blocked_start" < NEW."blocked_end" AND NEW."blocked_start" < b."blocked_end"
     AND COALESCE(b."seat_key", b."id") <> COALESCE(NEW."seat_key", NEW."id"))
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap');
END;
