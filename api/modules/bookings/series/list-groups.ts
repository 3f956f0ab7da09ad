import type { Prisma } from '../../../db/generated/postgres/client.ts';
import type { BookingContext } from '../context.ts';
import { BOOKING_SELECT, type BookingRow } from '../contract.ts';

/** Where a list's rows are read: the tab and filters (`base`), and the rows after a given one in its order. */
export interface ListRead {
  base: Prisma.BookingWhereInput;
  after: (row: { startTime: Date; id: string }) => Prisma.BookingWhereInput;
  /** The keyset of the caller's cursor, or {} on the first page. */
  from: Prisma.BookingWhereInput;
  order: 'asc' | 'desc';
}

/**
 * The host's list with each series as one item (`group=series`, docs/product.md#recurring-event-types):
 * a series stands at its first occurrence in the tab's order among the rows the tab and filters show
 * (upcoming: its next date; past and cancelled: its latest), and its other occurrences there are not
 * items of their own. Which row leads a series depends on the tab and filters alone, not on the page,
 * so a cursor after the last item pages on without showing a series twice. Read in batches until
 * `take` items are found; each series' occurrences in the tab come with it, oldest first.
 */
export async function seriesGroupedPage(db: BookingContext['db'], read: ListRead, take: number) {
  const items: BookingRow[] = [];
  const members = new Map<string, BookingRow[]>();
  const orderBy = [{ startTime: read.order }, { id: read.order }];
  const batchSize = Math.max(take * 2, 20);
  let keyset = read.from;
  for (;;) {
    const batch = await db.booking.findMany({
      where: { AND: [read.base, keyset] },
      orderBy,
      take: batchSize,
      select: BOOKING_SELECT,
    });
    const unseen = [...new Set(batch.flatMap((r) => (r.seriesId && !members.has(r.seriesId) ? [r.seriesId] : [])))];
    if (unseen.length > 0) {
      const rows = await db.booking.findMany({
        where: { AND: [read.base, { seriesId: { in: unseen } }] },
        orderBy,
        select: BOOKING_SELECT,
      });
      for (const id of unseen) members.set(id, []);
      for (const row of rows) members.get(row.seriesId!)!.push(row);
    }
    for (const row of batch) {
      if (row.seriesId && members.get(row.seriesId)![0]?.id !== row.id) continue;
      items.push(row);
      if (items.length === take) break;
    }
    const last = batch.at(-1);
    if (items.length === take || batch.length < batchSize || !last) break;
    keyset = read.after(last);
  }
  const occurrences = new Map<string, BookingRow[]>();
  for (const item of items) {
    const of = item.seriesId ? members.get(item.seriesId) : undefined;
    if (of)
      occurrences.set(
        item.id,
        [...of].sort((a, b) => a.startTime.getTime() - b.startTime.getTime()),
      );
  }
  return { rows: items, occurrences };
}
