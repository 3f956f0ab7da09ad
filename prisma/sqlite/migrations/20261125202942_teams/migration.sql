-- CreateTable
CREATE TABLE "teams" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "logo_hash" TEXT,
    "logo_type" TEXT,
    "logo_data" BLOB,
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "team_members" (
    "team_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("team_id", "user_id"),
    CONSTRAINT "team_members_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "team_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "team_invites" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "team_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "token_hash" TEXT NOT NULL,
    "invited_by_id" TEXT,
    "expires_at" DATETIME NOT NULL,
    "accepted_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "team_invites_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "event_type_hosts" (
    "event_type_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "weight" INTEGER NOT NULL DEFAULT 1,
    "priority" INTEGER NOT NULL DEFAULT 2,
    "fixed" BOOLEAN NOT NULL DEFAULT false,

    PRIMARY KEY ("event_type_id", "user_id"),
    CONSTRAINT "event_type_hosts_event_type_id_fkey" FOREIGN KEY ("event_type_id") REFERENCES "event_types" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "event_type_hosts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
-- users: written by hand, so the table keeps its triggers (Prisma would rebuild it).
ALTER TABLE "users" ADD COLUMN "allow_dynamic_booking" BOOLEAN NOT NULL DEFAULT false;
-- event_types: user_id becomes nullable (a team's event type has none), which SQLite can only do by
-- rebuilding the table. The runner turns foreign keys off around each migration and checks them before
-- committing (api/db/migrate.ts), so DROP TABLE cascades nothing; the triggers the rebuild drops are
-- created again below.
CREATE TABLE "new_event_types" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT,
    "team_id" TEXT,
    "scheduling_type" TEXT,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "duration" INTEGER NOT NULL,
    "is_visible" BOOLEAN NOT NULL DEFAULT true,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    "slot_interval" INTEGER,
    "before_buffer" INTEGER NOT NULL DEFAULT 0,
    "after_buffer" INTEGER NOT NULL DEFAULT 0,
    "minimum_notice" INTEGER NOT NULL DEFAULT 120,
    "booking_window" TEXT NOT NULL DEFAULT 'rolling',
    "window_days" INTEGER NOT NULL DEFAULT 60,
    "window_start" TEXT,
    "window_end" TEXT,
    "max_per_day" INTEGER,
    "max_per_week" INTEGER,
    "seats" INTEGER,
    "show_seats_left" BOOLEAN NOT NULL DEFAULT true,
    "show_attendees" BOOLEAN NOT NULL DEFAULT false,
    "requires_confirmation" BOOLEAN NOT NULL DEFAULT false,
    "confirmation_threshold_hours" INTEGER,
    "confirmation_expiry_hours" INTEGER NOT NULL DEFAULT 24,
    "locations" TEXT NOT NULL DEFAULT '[]',
    "booking_fields" TEXT,
    CONSTRAINT "event_types_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "event_types_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    -- A host's or a team's, never both, never neither (not in the Prisma schema: written by hand).
    CONSTRAINT "event_types_owner_check" CHECK (("user_id" IS NULL) <> ("team_id" IS NULL))
);
INSERT INTO "new_event_types" ("after_buffer", "before_buffer", "booking_fields", "booking_window", "confirmation_expiry_hours", "confirmation_threshold_hours", "created_at", "description", "duration", "id", "is_visible", "locations", "max_per_day", "max_per_week", "minimum_notice", "name", "requires_confirmation", "seats", "show_attendees", "show_seats_left", "slot_interval", "slug", "updated_at", "user_id", "window_days", "window_end", "window_start") SELECT "after_buffer", "before_buffer", "booking_fields", "booking_window", "confirmation_expiry_hours", "confirmation_threshold_hours", "created_at", "description", "duration", "id", "is_visible", "locations", "max_per_day", "max_per_week", "minimum_notice", "name", "requires_confirmation", "seats", "show_attendees", "show_seats_left", "slot_interval", "slug", "updated_at", "user_id", "window_days", "window_end", "window_start" FROM "event_types";
DROP TABLE "event_types";
ALTER TABLE "new_event_types" RENAME TO "event_types";
CREATE INDEX "event_types_user_id_created_at_id_idx" ON "event_types"("user_id", "created_at" DESC, "id" DESC);
CREATE INDEX "event_types_team_id_created_at_id_idx" ON "event_types"("team_id", "created_at" DESC, "id" DESC);
CREATE UNIQUE INDEX "event_types_user_id_slug_key" ON "event_types"("user_id", "slug");
CREATE UNIQUE INDEX "event_types_team_id_slug_key" ON "event_types"("team_id", "slug");
-- The version triggers of migration event_types_version, dropped with the old table.
CREATE TRIGGER "event_types_version_insert" AFTER INSERT ON "event_types" BEGIN
  UPDATE "users" SET "event_types_version" = "event_types_version" + 1 WHERE "id" = NEW."user_id";
END;
CREATE TRIGGER "event_types_version_update" AFTER UPDATE ON "event_types" BEGIN
  UPDATE "users" SET "event_types_version" = "event_types_version" + 1 WHERE "id" IN (OLD."user_id", NEW."user_id");
END;
CREATE TRIGGER "event_types_version_delete" AFTER DELETE ON "event_types" BEGIN
  UPDATE "users" SET "event_types_version" = "event_types_version" + 1 WHERE "id" = OLD."user_id";
END;
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "teams_slug_key" ON "teams"("slug");

-- CreateIndex
CREATE INDEX "team_members_user_id_idx" ON "team_members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "team_invites_token_hash_key" ON "team_invites"("token_hash");

-- CreateIndex
CREATE INDEX "team_invites_team_id_email_idx" ON "team_invites"("team_id", "email");

-- CreateIndex
CREATE INDEX "event_type_hosts_user_id_idx" ON "event_type_hosts"("user_id");

