-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale" TEXT;

-- AlterTable
ALTER TABLE "event_types" ADD COLUMN     "locale" TEXT;

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

