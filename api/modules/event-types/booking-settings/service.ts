import type { Db } from '../../../db/client.ts';
import { writeAsUser } from '../../../db/user-lock.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import { recurrenceMessages } from '#shared/schemas/recurrence.ts';
import { type BookingSettings, type BookingSettingsInput, availabilityMessages } from '#shared/schemas/availability.ts';

export interface BookingSettingsServiceDeps {
  db: Db;
}

export function createBookingSettingsService({ db }: BookingSettingsServiceDeps) {
  return {
    /** Replaces an event type's booking settings; another user's event type is a 404. */
    async update(userId: string, eventTypeId: string, input: BookingSettingsInput): Promise<BookingSettings> {
      // A date range is kept only while it is the chosen window, so a later switch starts clean.
      const data = input.bookingWindow === 'range' ? input : { ...input, windowStart: null, windowEnd: null };
      const { count } = await writeAsUser(db, userId, async (tx) => {
        // Seats and a series do not go together (docs/product.md#recurring-event-types).
        if (data.seats !== null) {
          const repeating = await tx.eventType.count({
            where: { id: eventTypeId, userId, NOT: { recurrenceFrequency: null } },
          });
          if (repeating > 0) throw httpErrors.badRequest(recurrenceMessages.seatsWithRecurrence);
        }
        return tx.eventType.updateMany({ where: { id: eventTypeId, userId }, data });
      });
      if (count === 0) throw httpErrors.notFound(availabilityMessages.eventTypeNotFound);
      return data;
    },
  };
}
