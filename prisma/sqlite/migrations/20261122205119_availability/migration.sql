-- CreateTable
CREATE TABLE "schedules" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'Working hours',
    "time_zone" TEXT NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "schedules_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "availability_rules" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "schedule_id" TEXT NOT NULL,
    "weekday" INTEGER,
    "date" TEXT,
    "start_minute" INTEGER NOT NULL,
    "end_minute" INTEGER NOT NULL,
    CONSTRAINT "availability_rules_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "schedules" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "bookings" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "uid" TEXT NOT NULL,
    "host_id" TEXT NOT NULL,
    "event_type_id" TEXT,
    "title" TEXT NOT NULL,
    "start_time" DATETIME NOT NULL,
    "end_time" DATETIME NOT NULL,
    "blocked_start" DATETIME NOT NULL,
    "blocked_end" DATETIME NOT NULL,
    "blocking" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL DEFAULT 'accepted',
    "invitee_name" TEXT NOT NULL,
    "invitee_email" TEXT NOT NULL,
    "invitee_time_zone" TEXT NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "manage_token_hash" TEXT NOT NULL,
    "idempotency_key" TEXT,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "cancel_reason" TEXT,
    "cancelled_by" TEXT,
    "cancelled_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "bookings_host_id_fkey" FOREIGN KEY ("host_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "bookings_event_type_id_fkey" FOREIGN KEY ("event_type_id") REFERENCES "event_types" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- AlterTable (written by hand: Prisma would rebuild users and event_types, and a rebuild inside the
-- migration's transaction cannot turn foreign keys off, so dropping the old tables would cascade).
ALTER TABLE "users" ADD COLUMN "public_version" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "users" ADD COLUMN "bookings_version" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "event_types" ADD COLUMN "slot_interval" INTEGER;
ALTER TABLE "event_types" ADD COLUMN "before_buffer" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "event_types" ADD COLUMN "after_buffer" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "event_types" ADD COLUMN "minimum_notice" INTEGER NOT NULL DEFAULT 120;
ALTER TABLE "event_types" ADD COLUMN "booking_window" TEXT NOT NULL DEFAULT 'rolling';
ALTER TABLE "event_types" ADD COLUMN "window_days" INTEGER NOT NULL DEFAULT 60;
ALTER TABLE "event_types" ADD COLUMN "window_start" TEXT;
ALTER TABLE "event_types" ADD COLUMN "window_end" TEXT;
ALTER TABLE "event_types" ADD COLUMN "max_per_day" INTEGER;
ALTER TABLE "event_types" ADD COLUMN "max_per_week" INTEGER;

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


-- Two blocking bookings of one host may never overlap, whoever writes them. The stored times are
-- one fixed ISO text format (the adapter's), so comparing the text compares the instants.
CREATE TRIGGER "bookings_no_overlap_insert" BEFORE INSERT ON "bookings"
WHEN NEW."blocking" AND EXISTS (
  SELECT 1 FROM "bookings" b
   WHERE b."host_id" = NEW."host_id" AND b."blocking"
     AND b."blocked_start" < NEW."blocked_end" AND NEW."blocked_start" < b."blocked_end")
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap');
END;
CREATE TRIGGER "bookings_no_overlap_update" BEFORE UPDATE OF "host_id", "blocked_start", "blocked_end", "blocking" ON "bookings"
WHEN NEW."blocking" AND EXISTS (
  SELECT 1 FROM "bookings" b
   WHERE b."host_id" = NEW."host_id" AND b."blocking" AND b."id" <> OLD."id"
     AND b."blocked_start" < NEW."blocked_end" AND NEW."blocked_start" < b."blocked_end")
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap');
END;

-- users.bookings_version moves on with every change to a host's bookings, in the writer's own
-- transaction: open times cached for version N are current while it is still N.
CREATE TRIGGER "bookings_version_insert" AFTER INSERT ON "bookings" BEGIN
  UPDATE "users" SET "bookings_version" = "bookings_version" + 1 WHERE "id" = NEW."host_id";
END;
CREATE TRIGGER "bookings_version_update" AFTER UPDATE ON "bookings" BEGIN
  UPDATE "users" SET "bookings_version" = "bookings_version" + 1 WHERE "id" IN (OLD."host_id", NEW."host_id");
END;
CREATE TRIGGER "bookings_version_delete" AFTER DELETE ON "bookings" BEGIN
  UPDATE "users" SET "bookings_version" = "bookings_version" + 1 WHERE "id" = OLD."host_id";
END;

-- users.public_version moves on with every change to what the public booking pages show besides
-- event types (those move event_types_version): the public profile fields, preferences, the
-- avatar, schedules and their rules.
CREATE TRIGGER "public_version_users" AFTER UPDATE OF "username", "first_name", "last_name", "about" ON "users" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = NEW."id";
END;
CREATE TRIGGER "public_version_preferences_insert" AFTER INSERT ON "preferences" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = NEW."user_id";
END;
CREATE TRIGGER "public_version_preferences_update" AFTER UPDATE ON "preferences" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" IN (OLD."user_id", NEW."user_id");
END;
CREATE TRIGGER "public_version_preferences_delete" AFTER DELETE ON "preferences" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = OLD."user_id";
END;
CREATE TRIGGER "public_version_avatars_insert" AFTER INSERT ON "avatars" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = NEW."user_id";
END;
CREATE TRIGGER "public_version_avatars_update" AFTER UPDATE ON "avatars" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" IN (OLD."user_id", NEW."user_id");
END;
CREATE TRIGGER "public_version_avatars_delete" AFTER DELETE ON "avatars" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = OLD."user_id";
END;
CREATE TRIGGER "public_version_schedules_insert" AFTER INSERT ON "schedules" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = NEW."user_id";
END;
CREATE TRIGGER "public_version_schedules_update" AFTER UPDATE ON "schedules" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" IN (OLD."user_id", NEW."user_id");
END;
CREATE TRIGGER "public_version_schedules_delete" AFTER DELETE ON "schedules" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = OLD."user_id";
END;
CREATE TRIGGER "public_version_rules_insert" AFTER INSERT ON "availability_rules" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1
   WHERE "id" = (SELECT "user_id" FROM "schedules" WHERE "id" = NEW."schedule_id");
END;
CREATE TRIGGER "public_version_rules_update" AFTER UPDATE ON "availability_rules" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1
   WHERE "id" IN (SELECT "user_id" FROM "schedules" WHERE "id" IN (OLD."schedule_id", NEW."schedule_id"));
END;
CREATE TRIGGER "public_version_rules_delete" AFTER DELETE ON "availability_rules" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1
   WHERE "id" = (SELECT "user_id" FROM "schedules" WHERE "id" = OLD."schedule_id");
END;
