-- AlterTable
ALTER TABLE "event_types" ADD COLUMN     "seats" INTEGER,
ADD COLUMN     "show_attendees" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "show_seats_left" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "seat_key" TEXT;

-- CreateIndex
CREATE INDEX "bookings_seat_key_idx" ON "bookings"("seat_key");


-- Seats (ADR 026): the attendees of one seated time are one blocking row each, at the same span.
-- Two blocking rows of one host still may never overlap, unless both are seats of the same time.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "host_id" WITH =,
    tsrange("blocked_start", "blocked_end", '[)') WITH &&,
    (COALESCE("seat_key", "id")) WITH <>
  )
  WHERE ("blocking");
