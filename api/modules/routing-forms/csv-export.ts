import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import type { AnswerValue } from '#shared/schemas/booking-fields.ts';
import { routingScreen } from '#shared/routing-form-texts.ts';
import { RESPONSE_SELECT, responseView } from './service.ts';
import type { StoredForm } from './rows.ts';

const BATCH = 500;

const cellOf = (value: AnswerValue | undefined) =>
  value === undefined ? '' : Array.isArray(value) ? value.join('; ') : value;

/**
 * A form's responses as CSV, newest first, read and written a batch at a time so a long history is
 * never held in memory whole: when, where it went, the booking, then one column per question (by
 * the form's questions now; answers to questions since removed are left out).
 */
export function responsesCsv(db: Db, form: StoredForm): Readable {
  async function* lines() {
    yield csvLine(['Submitted', 'Route', 'Went to', 'Booking', 'Booking start', ...form.fields.map((f) => f.label)]);
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const rows: Parameters<typeof responseView>[0][] = await db.routingResponse.findMany({
        where: {
          formId: form.id,
          ...(after
            ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
            : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: BATCH,
        select: RESPONSE_SELECT,
      });
      for (const row of rows) {
        const r = responseView(row);
        yield csvLine([
          r.createdAt,
          r.route.routeIndex === null ? routingScreen.fallbackRoute : routingScreen.routeNumber(r.route.routeIndex + 1),
          r.route.label,
          r.booking?.uid ?? '',
          r.booking?.start ?? '',
          ...form.fields.map((f) => cellOf(r.answers[f.name]?.value)),
        ]);
      }
      const last: { createdAt: Date; id: string } | undefined = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return Readable.from(lines());
}
