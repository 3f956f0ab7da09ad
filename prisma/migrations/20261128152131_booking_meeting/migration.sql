-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "meeting_id" TEXT,
ADD COLUMN     "meeting_provider" TEXT;

