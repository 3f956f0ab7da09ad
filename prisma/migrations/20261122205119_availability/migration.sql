-- CreateEnum
CREATE TYPE "BookingWindow" AS ENUM ('rolling', 'range', 'unlimited');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('accepted', 'pending', 'cancelled', 'rejected');

-- CreateEnum
CREATE TYPE "BookingActor" AS ENUM ('host', 'invitee', 'system');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "bookings_version" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "public_version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "event_types" ADD COLUMN     "after_buffer" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "before_buffer" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "booking_window" "BookingWindow" NOT NULL DEFAULT 'rolling',
ADD COLUMN     "max_per_day" INTEGER,
ADD COLUMN     "max_per_week" INTEGER,
ADD COLUMN     "minimum_notice" INTEGER NOT NULL DEFAULT 120,
ADD COLUMN     "slot_interval" INTEGER,
ADD COLUMN     "window_days" INTEGER NOT NULL DEFAULT 60,
ADD COLUMN     "window_end" TEXT,
ADD COLUMN     "window_start" TEXT;

-- CreateTable
CREATE TABLE "schedules" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'Working hours',
    "time_zone" TEXT NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "availability_rules" (
    "id" TEXT NOT NULL,
    "schedule_id" TEXT NOT NULL,
    "weekday" INTEGER,
    "date" TEXT,
    "start_minute" INTEGER NOT NULL,
    "end_minute" INTEGER NOT NULL,

    CONSTRAINT "availability_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bookings" (
    "id" TEXT NOT NULL,
    "uid" TEXT NOT NULL,
    "host_id" TEXT NOT NULL,
    "event_type_id" TEXT,
    "title" TEXT NOT NULL,
    "start_time" TIMESTAMP(3) NOT NULL,
    "end_time" TIMESTAMP(3) NOT NULL,
    "blocked_start" TIMESTAMP(3) NOT NULL,
    "blocked_end" TIMESTAMP(3) NOT NULL,
    "blocking" BOOLEAN NOT NULL DEFAULT true,
    "status" "BookingStatus" NOT NULL DEFAULT 'accepted',
    "invitee_name" TEXT NOT NULL,
    "invitee_email" TEXT NOT NULL,
    "invitee_time_zone" TEXT NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "manage_token_hash" TEXT NOT NULL,
    "idempotency_key" TEXT,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "cancel_reason" TEXT,
    "cancelled_by" "BookingActor",
    "cancelled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "schedules_user_id_idx" ON "schedules"("user_id");

-- CreateIndex
CREATE INDEX "availability_rules_schedule_id_idx" ON "availability_rules"("schedule_id");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_uid_key" ON "bookings"("uid");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_manage_token_hash_key" ON "bookings"("manage_token_hash");

-- CreateIndex
CREATE INDEX "bookings_host_id_start_time_id_idx" ON "bookings"("host_id", "start_time", "id");

-- CreateIndex
CREATE INDEX "bookings_host_id_blocked_start_idx" ON "bookings"("host_id", "blocked_start");

-- CreateIndex
CREATE INDEX "bookings_event_type_id_start_time_idx" ON "bookings"("event_type_id", "start_time");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_host_id_idempotency_key_key" ON "bookings"("host_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_fkey" FOREIGN KEY ("host_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_type_id_fkey" FOREIGN KEY ("event_type_id") REFERENCES "event_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Two blocking bookings of one host may never overlap, whoever writes them (the API, a script,
-- psql): a constraint Prisma's schema language cannot express, so it is written here by hand.
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("host_id" WITH =, tsrange("blocked_start", "blocked_end", '[)') WITH &&)
  WHERE ("blocking");

-- users.bookings_version moves on with every change to a host's bookings, and users.public_version
-- with every change to what the public booking pages show besides event types (those move
-- event_types_version): preferences, the avatar, schedules and their rules, the public profile
-- fields. In the writer's own transaction, whoever writes: a cached read made at version N is
-- current while the version is still N.
-- bump_user_version(version column, column naming the user): for tables that name their user.
CREATE FUNCTION "bump_user_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_user TEXT := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[1] END;
  new_user TEXT := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[1] END;
BEGIN
  EXECUTE format('UPDATE "users" SET %1$I = %1$I + 1 WHERE "id" IN ($1, $2)', TG_ARGV[0]) USING old_user, new_user;
  RETURN NULL;
END
$$;
CREATE TRIGGER "bookings_version" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "bump_user_version"('bookings_version', 'host_id');
CREATE TRIGGER "public_version" AFTER INSERT OR UPDATE OR DELETE ON "preferences"
FOR EACH ROW EXECUTE FUNCTION "bump_user_version"('public_version', 'user_id');
CREATE TRIGGER "public_version" AFTER INSERT OR UPDATE OR DELETE ON "avatars"
FOR EACH ROW EXECUTE FUNCTION "bump_user_version"('public_version', 'user_id');
CREATE TRIGGER "public_version" AFTER INSERT OR UPDATE OR DELETE ON "schedules"
FOR EACH ROW EXECUTE FUNCTION "bump_user_version"('public_version', 'user_id');

CREATE FUNCTION "bump_public_version_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."username", NEW."first_name", NEW."last_name", NEW."about")
     IS DISTINCT FROM (OLD."username", OLD."first_name", OLD."last_name", OLD."about") THEN
    NEW."public_version" := OLD."public_version" + 1;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER "public_version_users" BEFORE UPDATE ON "users"
FOR EACH ROW EXECUTE FUNCTION "bump_public_version_of_user"();

-- Rules name their schedule, which names the user.
CREATE FUNCTION "bump_public_version_of_rule"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1
   WHERE "id" IN (SELECT "user_id" FROM "schedules"
                   WHERE "id" IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD."schedule_id" END,
                                  CASE WHEN TG_OP <> 'DELETE' THEN NEW."schedule_id" END));
  RETURN NULL;
END
$$;
CREATE TRIGGER "public_version" AFTER INSERT OR UPDATE OR DELETE ON "availability_rules"
FOR EACH ROW EXECUTE FUNCTION "bump_public_version_of_rule"();
