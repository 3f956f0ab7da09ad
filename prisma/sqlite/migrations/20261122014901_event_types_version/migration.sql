-- AlterTable (written by hand: Prisma would rebuild the users table, and a rebuild inside the
-- migration's transaction cannot turn foreign keys off, so dropping the old table would cascade).
ALTER TABLE "users" ADD COLUMN "event_types_version" INTEGER NOT NULL DEFAULT 0;

-- Every insert, update or delete of an event type moves its owner's version on, in the same
-- transaction, whoever writes it: a first page cached for version N is known to be current while
-- the version is still N (api/db/reads.ts).
CREATE TRIGGER "event_types_version_insert" AFTER INSERT ON "event_types" BEGIN
  UPDATE "users" SET "event_types_version" = "event_types_version" + 1 WHERE "id" = NEW."user_id";
END;
CREATE TRIGGER "event_types_version_update" AFTER UPDATE ON "event_types" BEGIN
  UPDATE "users" SET "event_types_version" = "event_types_version" + 1 WHERE "id" IN (OLD."user_id", NEW."user_id");
END;
CREATE TRIGGER "event_types_version_delete" AFTER DELETE ON "event_types" BEGIN
  UPDATE "users" SET "event_types_version" = "event_types_version" + 1 WHERE "id" = OLD."user_id";
END;
