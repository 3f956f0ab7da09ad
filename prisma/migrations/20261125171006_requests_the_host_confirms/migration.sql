-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "BookingEventKind" ADD VALUE 'approved';
ALTER TYPE "BookingEventKind" ADD VALUE 'declined';

-- AlterTable
ALTER TABLE "event_types" ADD COLUMN     "confirmation_expiry_hours" INTEGER NOT NULL DEFAULT 24,
ADD COLUMN     "confirmation_threshold_hours" INTEGER,
ADD COLUMN     "requires_confirmation" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "request_expires_at" TIMESTAMP(3);

