-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "date_locale" TEXT;

