-- AlterTable
ALTER TABLE "bookings" ADD COLUMN "holds_for_id" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "bookings_holds_for_id_key" ON "bookings"("holds_for_id");

