-- AlterTable
ALTER TABLE "users" ADD COLUMN "locale" TEXT;

-- AlterTable
ALTER TABLE "event_types" ADD COLUMN "locale" TEXT;

-- AlterTable (ADD COLUMN, not a rebuild: a rebuild of bookings would drop its triggers)
ALTER TABLE "bookings" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
