-- AlterTable
ALTER TABLE "calendar_connections" ADD COLUMN     "error_event" TEXT,
ADD COLUMN     "manual_refreshes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "manual_window_at" TIMESTAMP(3);

