-- AlterTable
ALTER TABLE "bookings" ADD COLUMN "meeting_id" TEXT;
ALTER TABLE "bookings" ADD COLUMN "meeting_provider" TEXT;

