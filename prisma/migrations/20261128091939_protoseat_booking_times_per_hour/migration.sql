-- AlterTable
ALTER TABLE "preferences" ADD COLUMN     "booking_times_per_hour" INTEGER;

