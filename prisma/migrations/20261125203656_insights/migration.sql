-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "no_show" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "bookings_host_id_created_at_idx" ON "bookings"("host_id", "created_at");

-- CreateIndex
CREATE INDEX "booking_events_kind_created_at_idx" ON "booking_events"("kind", "created_at");

