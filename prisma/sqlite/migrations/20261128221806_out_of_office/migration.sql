-- CreateTable
CREATE TABLE "out_of_office" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "start_date" TEXT NOT NULL,
    "end_date" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL DEFAULT '',
    "forward_to_user_id" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "out_of_office_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "away_settings" (
    "user_id" TEXT NOT NULL PRIMARY KEY,
    "accepts_forwards" BOOLEAN NOT NULL DEFAULT false,
    "holiday_country" TEXT,
    "holiday_region" TEXT,
    "holidays_kept_open" TEXT NOT NULL DEFAULT '[]',
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "away_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "out_of_office_user_id_start_date_idx" ON "out_of_office"("user_id", "start_date");


-- users.public_version moves on with every change to a user's out-of-office ranges and away settings
-- (holidays): cached open times and booking pages are current while it is unchanged (ADR 012, 055).
CREATE TRIGGER "public_version_out_of_office_insert" AFTER INSERT ON "out_of_office" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = NEW."user_id";
END;
CREATE TRIGGER "public_version_out_of_office_update" AFTER UPDATE ON "out_of_office" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" IN (OLD."user_id", NEW."user_id");
END;
CREATE TRIGGER "public_version_out_of_office_delete" AFTER DELETE ON "out_of_office" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = OLD."user_id";
END;
CREATE TRIGGER "public_version_away_settings_insert" AFTER INSERT ON "away_settings" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = NEW."user_id";
END;
CREATE TRIGGER "public_version_away_settings_update" AFTER UPDATE ON "away_settings" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" IN (OLD."user_id", NEW."user_id");
END;
CREATE TRIGGER "public_version_away_settings_delete" AFTER DELETE ON "away_settings" BEGIN
  UPDATE "users" SET "public_version" = "public_version" + 1 WHERE "id" = OLD."user_id";
END;
