-- CreateTable
CREATE TABLE "routing_forms" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "fields" TEXT NOT NULL,
    "routes" TEXT NOT NULL DEFAULT '[]',
    "fallback" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "routing_forms_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "routing_responses" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "form_id" TEXT,
    "user_id" TEXT NOT NULL,
    "form_name" TEXT NOT NULL,
    "answers" TEXT NOT NULL,
    "route_index" INTEGER,
    "route_kind" TEXT NOT NULL,
    "route_label" TEXT NOT NULL,
    "event_type_id" TEXT,
    "booking_id" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "routing_responses_form_id_fkey" FOREIGN KEY ("form_id") REFERENCES "routing_forms" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "routing_responses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "routing_responses_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "routing_forms_user_id_created_at_idx" ON "routing_forms"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "routing_responses_booking_id_key" ON "routing_responses"("booking_id");

-- CreateIndex
CREATE INDEX "routing_responses_form_id_created_at_id_idx" ON "routing_responses"("form_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "routing_responses_user_id_idx" ON "routing_responses"("user_id");

