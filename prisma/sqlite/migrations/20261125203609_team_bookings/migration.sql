-- Team bookings (ADR 029). Written as ADD COLUMN by hand: Prisma's generated SQLite migration rebuilds
-- bookings, which would drop its triggers (the no-overlap guard of ADR 012 and the version counters).
-- A team booking's other hosts each hold their time with a row of their own that names the lead
-- booking; the no-overlap guard then covers every host of a team booking.
ALTER TABLE "bookings" ADD COLUMN "lead_booking_id" TEXT REFERENCES "bookings" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE INDEX "bookings_lead_booking_id_idx" ON "bookings"("lead_booking_id");
