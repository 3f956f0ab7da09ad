-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "no_show" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "bookings_host_id_created_at_idx" ON "bookings"("host_id", "created_at");

-- CreateIndex
CREATE INDEX "bookings_host_id_start_time_status_no_show_end_time_event_t_idx" ON "bookings"("host_id", "start_time", "status", "no_show", "end_time", "event_type_id");

-- CreateIndex
CREATE INDEX "bookings_id_host_id_event_type_id_status_no_show_idx" ON "bookings"("id", "host_id", "event_type_id", "status", "no_show");

-- CreateIndex
CREATE INDEX "booking_events_kind_created_at_booking_id_reason_idx" ON "booking_events"("kind", "created_at", "booking_id", "reason");

