import type { Db } from '../../db/client.ts';
import type { EventType as EventTypeRow } from '../../db/generated/postgres/client.ts';
import { isMissingRecord, isUniqueViolation } from '../../db/errors.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import type { Reads } from '../../db/reads.ts';
import { cursorAfter, pageOf } from '../../lib/cursor.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  EVENT_TYPE_NAME_MAX_LENGTH,
  type EventType,
  type EventTypeInput,
  type EventTypeList,
  eventTypeLimitMessages,
} from '#shared/schemas/event-types.ts';
import type { EventTypeDetail, EventTypeWrite } from '#shared/schemas/event-type-settings.ts';
import { SLUG_MAX_LENGTH } from '#shared/slug.ts';
import { recurrenceColumns, recurrenceMessages } from '#shared/schemas/recurrence.ts';
import {
  type WarnLog,
  bookingSettingsOf,
  recurrenceOf,
  locationsAndFieldsData,
  toEventType,
  toEventTypeDetail,
} from './contract.ts';

export interface EventTypesServiceDeps {
  db: Db;
  reads: Pick<Reads, 'eventTypesPage'>;
  /** Where a broken stored location list or question list is reported. */
  log?: WarnLog;
}

/** Runs a write, turning a taken slug into 409 and a row deleted meanwhile into 404. */
async function write<T>(run: () => Promise<EventTypeRow>, view: (row: EventTypeRow) => T): Promise<T> {
  try {
    return view(await run());
  } catch (error) {
    if (isUniqueViolation(error)) throw httpErrors.conflict(eventTypeLimitMessages.slugTaken);
    if (isMissingRecord(error)) throw httpErrors.notFound(eventTypeLimitMessages.notFound);
    throw error;
  }
}

const COPY_SUFFIX = '-copy';
const DUPLICATE_ATTEMPTS = 5;

/** `slug-copy`, then `slug-copy-2`, `slug-copy-3`…: the first one not in `taken`, cut to the slug limit. */
export function nextCopySlug(slug: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? COPY_SUFFIX : `${COPY_SUFFIX}-${n}`;
    const candidate = `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, EVENT_TYPE_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** The signed-in user's event types. Every method is scoped to `userId`: others' rows answer 404. */
export function createEventTypesService({ db, reads, log }: EventTypesServiceDeps) {
  const detail = (row: EventTypeRow) => toEventTypeDetail(row, log);

  /** The caller's event type, or 404: another user's is indistinguishable from a missing one. */
  async function findOwned(userId: string, id: string): Promise<EventTypeRow> {
    const row = await db.eventType.findFirst({ where: { id, userId } });
    if (!row) throw httpErrors.notFound(eventTypeLimitMessages.notFound);
    return row;
  }

  return {
    /** A page of the user's event types, newest first, matching `q`, after `cursor`. */
    async list(userId: string, query: { q?: string; cursor?: string; limit: number }): Promise<EventTypeList> {
      const rows = await reads.eventTypesPage(userId, {
        search: query.q || undefined,
        after: cursorAfter(query),
        take: query.limit + 1,
      });
      return pageOf(rows, query.limit);
    },

    /** GET /api/event-types/:id: one of the caller's event types with its locations and questions. */
    async get(userId: string, id: string): Promise<EventTypeDetail> {
      return detail(await findOwned(userId, id));
    },

    create(userId: string, input: EventTypeWrite): Promise<EventTypeDetail> {
      const { locations, bookingFields, recurrence, ...details } = input;
      const data = {
        ...details,
        ...locationsAndFieldsData({ locations, bookingFields }),
        ...(recurrence ? recurrenceColumns(recurrence) : {}),
        userId,
      };
      return write(() => writeAsUser(db, userId, (tx) => tx.eventType.create({ data })), detail);
    },

    /** Locations or questions left out of the input are kept as they are. */
    async update(userId: string, id: string, input: EventTypeWrite): Promise<EventTypeDetail> {
      const current = await findOwned(userId, id);
      const { locations, bookingFields, recurrence, ...details } = input;
      // Seats and a series do not go together (docs/product.md#recurring-event-types).
      if (recurrence && current.seats !== null) throw httpErrors.badRequest(recurrenceMessages.withSeats);
      const data: EventTypeInput & { locations?: string; bookingFields?: string } = {
        ...details,
        ...locationsAndFieldsData({ locations, bookingFields }),
        ...(recurrence !== undefined ? recurrenceColumns(recurrence) : {}),
      };
      return write(() => writeAsUser(db, userId, (tx) => tx.eventType.update({ where: { id }, data })), detail);
    },

    async setVisibility(userId: string, id: string, isVisible: boolean): Promise<EventType> {
      await findOwned(userId, id);
      return write(
        () => writeAsUser(db, userId, (tx) => tx.eventType.update({ where: { id }, data: { isVisible } })),
        toEventType,
      );
    },

    async remove(userId: string, id: string): Promise<void> {
      const { count } = await writeAsUser(db, userId, (tx) => tx.eventType.deleteMany({ where: { id, userId } }));
      if (count === 0) throw httpErrors.notFound(eventTypeLimitMessages.notFound);
    },

    async duplicate(userId: string, id: string): Promise<EventTypeDetail> {
      const source = await findOwned(userId, id);
      // Long slugs are cut to make room for the suffix; this prefix is shared by every candidate.
      const prefix = source.slug.slice(0, SLUG_MAX_LENGTH - COPY_SUFFIX.length - 8).replace(/-+$/, '');
      // Another request may take the chosen slug between the read and the insert: try again then.
      for (let attempt = 0; attempt < DUPLICATE_ATTEMPTS; attempt++) {
        const existing = await db.eventType.findMany({
          where: { userId, slug: { startsWith: prefix } },
          select: { slug: true },
        });
        const slug = nextCopySlug(source.slug, new Set(existing.map((e) => e.slug)));
        try {
          const row = await writeAsUser(db, userId, (tx) =>
            tx.eventType.create({
              data: {
                userId,
                name: copyName(source.name),
                slug,
                description: source.description,
                duration: source.duration,
                isVisible: source.isVisible,
                ...bookingSettingsOf(source),
                ...recurrenceColumns(recurrenceOf(source)),
                // The same locations and questions, as stored (null: the default questions).
                locations: source.locations,
                bookingFields: source.bookingFields,
              },
            }),
          );
          return detail(row);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw httpErrors.conflict('Could not find a free URL slug for the copy. Please try again.');
    },
  };
}

export type EventTypesService = ReturnType<typeof createEventTypesService>;
