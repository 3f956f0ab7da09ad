-- A connection's kind names its calendar provider (ADR NNN): text, so a provider is added without a
-- migration. The column keeps its values (Prisma's diff would drop and re-add it).
ALTER TABLE "calendar_connections" ALTER COLUMN "kind" TYPE TEXT USING "kind"::text;

-- DropEnum
DROP TYPE "CalendarKind";
