import type { Db } from '../api/db/client.ts';
import { seedUser } from './seed.ts';
import { seedBookingHost } from './slots.ts';

/**
 * A round-robin team event type (ADR 029) with `hosts` hosts, each open around the clock in Berlin
 * with `bookings` bookings of their own in `from`'s month (every host's busy times differ a little:
 * host i's start `i` × 10 minutes later). Answers the team's slug; the event type is `consult`.
 */
export async function seedRoundRobinTeam(
  db: Db,
  jwtSecret: string,
  from: Date,
  hosts: number,
  bookings: number,
): Promise<string> {
  const slug = 'bench-team';
  const team = await db.team.create({ data: { name: 'Bench team', slug } });
  const eventType = await db.eventType.create({
    data: {
      teamId: team.id,
      schedulingType: 'round_robin',
      name: 'Bench team booking',
      slug: 'consult',
      duration: 30,
      slotInterval: 15,
      minimumNotice: 0,
      bookingWindow: 'unlimited',
    },
  });
  for (let i = 0; i < hosts; i++) {
    const user = await seedUser(db, jwtSecret, { username: `bench-team-host-${i}` });
    await seedBookingHost(db, user.id, 'own', new Date(from.getTime() + i * 600_000), bookings);
    await db.teamMember.create({ data: { teamId: team.id, userId: user.id, role: i === 0 ? 'owner' : 'member' } });
    await db.eventTypeHost.create({ data: { eventTypeId: eventType.id, userId: user.id } });
  }
  return slug;
}
