import type { Db } from '../../../db/client.ts';
import { hostName } from '../contract.ts';

const HOST_NAME = { select: { firstName: true, lastName: true, username: true, email: true } } as const;

/**
 * Every attending host's name of the team bookings on a page of the host's list that have several
 * (ADR 029), the lead first, keyed by each row's id; two queries a page. A row of one host is absent.
 */
export async function teamHostsOf(db: Db, rowIds: string[]): Promise<Map<string, string[]>> {
  if (rowIds.length === 0) return new Map();
  const rows = await db.booking.findMany({
    where: { id: { in: rowIds } },
    select: { id: true, leadBookingId: true },
  });
  const leadOf = new Map(rows.map((row) => [row.id, row.leadBookingId ?? row.id]));
  const leadIds = [...new Set(leadOf.values())];
  const group = await db.booking.findMany({
    where: { OR: [{ id: { in: leadIds } }, { leadBookingId: { in: leadIds } }] },
    select: { id: true, leadBookingId: true, host: HOST_NAME },
    orderBy: { hostId: 'asc' },
  });
  const names = new Map<string, string[]>();
  for (const lead of group.filter((row) => row.leadBookingId === null)) names.set(lead.id, [hostName(lead.host)]);
  for (const row of group) if (row.leadBookingId) names.get(row.leadBookingId)?.push(hostName(row.host));
  const found = new Map<string, string[]>();
  for (const [id, lead] of leadOf) {
    const all = names.get(lead);
    if (all && all.length > 1) found.set(id, all);
  }
  return found;
}
