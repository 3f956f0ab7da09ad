-- CreateTable
CREATE TABLE "workflows" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "trigger_kind" TEXT NOT NULL,
    "offset_minutes" INTEGER NOT NULL DEFAULT 0,
    "event_type_ids" TEXT NOT NULL DEFAULT '[]',
    "actions" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "workflows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workflow_reminders" (
    "id" TEXT NOT NULL,
    "workflow_id" TEXT NOT NULL,
    "booking_id" TEXT NOT NULL,
    "booking_uid" TEXT NOT NULL,
    "trigger_kind" TEXT NOT NULL,
    "action_index" INTEGER NOT NULL,
    "recipient" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "due_at" TIMESTAMP(3) NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'scheduled',
    "reason" TEXT,
    "sent_at" TIMESTAMP(3),
    "job_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "workflow_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "workflows_user_id_created_at_idx" ON "workflows"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "workflow_reminders_key_key" ON "workflow_reminders"("key");

-- CreateIndex
CREATE INDEX "workflow_reminders_workflow_id_due_at_idx" ON "workflow_reminders"("workflow_id", "due_at");

-- CreateIndex
CREATE INDEX "workflow_reminders_booking_id_state_idx" ON "workflow_reminders"("booking_id", "state");

-- AddForeignKey
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_reminders" ADD CONSTRAINT "workflow_reminders_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

