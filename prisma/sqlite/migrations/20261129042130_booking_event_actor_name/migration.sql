-- AlterTable
ALTER TABLE "booking_events" ADD COLUMN "actor_name" TEXT;

