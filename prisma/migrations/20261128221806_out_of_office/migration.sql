-- CreateTable
CREATE TABLE "out_of_office" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "start_date" TEXT NOT NULL,
    "end_date" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL DEFAULT '',
    "forward_to_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "out_of_office_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "away_settings" (
    "user_id" TEXT NOT NULL,
    "accepts_forwards" BOOLEAN NOT NULL DEFAULT false,
    "holiday_country" TEXT,
    "holiday_region" TEXT,
    "holidays_kept_open" TEXT NOT NULL DEFAULT '[]',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "away_settings_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "out_of_office_user_id_start_date_idx" ON "out_of_office"("user_id", "start_date");

-- AddForeignKey
ALTER TABLE "out_of_office" ADD CONSTRAINT "out_of_office_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "away_settings" ADD CONSTRAINT "away_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- users.public_version moves on with every change to a user's out-of-office ranges and away settings
-- (holidays): cached open times and booking pages are current while it is unchanged (ADR 012, 055).
CREATE TRIGGER "public_version" AFTER INSERT OR UPDATE OR DELETE ON "out_of_office"
FOR EACH ROW EXECUTE FUNCTION "bump_user_version"('public_version', 'user_id');
CREATE TRIGGER "public_version" AFTER INSERT OR UPDATE OR DELETE ON "away_settings"
FOR EACH ROW EXECUTE FUNCTION "bump_user_version"('public_version', 'user_id');
