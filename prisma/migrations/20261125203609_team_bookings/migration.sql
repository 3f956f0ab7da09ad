-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "lead_booking_id" TEXT;

-- CreateIndex
CREATE INDEX "bookings_lead_booking_id_idx" ON "bookings"("lead_booking_id");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_booking_id_fkey" FOREIGN KEY ("lead_booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

