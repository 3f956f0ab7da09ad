-- CreateTable
CREATE TABLE "calendar_seat_writes" (
    "seat_key" TEXT NOT NULL PRIMARY KEY,
    "host_id" TEXT NOT NULL,
    "calendar_id" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "etag" TEXT,
    "sequence" INTEGER NOT NULL,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "calendar_seat_writes_host_id_fkey" FOREIGN KEY ("host_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "calendar_seat_writes_calendar_id_fkey" FOREIGN KEY ("calendar_id") REFERENCES "connected_calendars" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "calendar_seat_writes_calendar_id_idx" ON "calendar_seat_writes"("calendar_id");

-- CreateIndex
CREATE INDEX "calendar_seat_writes_host_id_idx" ON "calendar_seat_writes"("host_id");

