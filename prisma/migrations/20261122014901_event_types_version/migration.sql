-- AlterTable
ALTER TABLE "users" ADD COLUMN     "event_types_version" INTEGER NOT NULL DEFAULT 0;

-- Every insert, update or delete of an event type moves its owner's version on, in the same
-- transaction, whoever writes it (the API, a script, psql): a first page cached for version N is
-- known to be current while the version is still N (api/db/reads.ts).
CREATE FUNCTION "bump_event_types_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "event_types_version" = "event_types_version" + 1 WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id") THEN
    UPDATE "users" SET "event_types_version" = "event_types_version" + 1 WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "event_types_version" AFTER INSERT OR UPDATE OR DELETE ON "event_types"
FOR EACH ROW EXECUTE FUNCTION "bump_event_types_version"();
