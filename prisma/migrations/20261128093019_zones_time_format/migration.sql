-- AlterTable
ALTER TABLE "preferences" ADD COLUMN     "time_format" TEXT;

