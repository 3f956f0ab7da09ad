-- CreateTable
CREATE TABLE "workflows" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "trigger_kind" TEXT NOT NULL,
    "offset_minutes" INTEGER NOT NULL DEFAULT 0,
    "event_type_ids" TEXT NOT NULL DEFAULT '[]',
    "actions" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "workflows_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "workflow_reminders" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "workflow_id" TEXT NOT NULL,
    "booking_id" TEXT NOT NULL,
    "booking_uid" TEXT NOT NULL,
    "trigger_kind" TEXT NOT NULL,
    "action_index" INTEGER NOT NULL,
    "recipient" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "due_at" DATETIME NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'scheduled',
    "reason" TEXT,
    "sent_at" DATETIME,
    "job_id" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "workflow_reminders_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "workflows_user_id_created_at_idx" ON "workflows"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "workflow_reminders_key_key" ON "workflow_reminders"("key");

-- CreateIndex
CREATE INDEX "workflow_reminders_workflow_id_due_at_idx" ON "workflow_reminders"("workflow_id", "due_at");

-- CreateIndex
CREATE INDEX "workflow_reminders_booking_id_state_idx" ON "workflow_reminders"("booking_id", "state");

