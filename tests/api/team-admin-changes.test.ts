import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostBookingDetail, HostBookingList } from '#shared/schemas/bookings.ts';
import { insertBooking, noonIn } from '../helpers/bookings.ts';
import { waitForEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { OPEN_SETTINGS, bookingBody, hostWithHours, insertTeam } from '../helpers/teams.ts';
import type { TestUser } from '../helpers/users.ts';

/**
 * A team's owners and admins change any booking of the team's event types from the app
 * (docs/product.md#team-bookings, ADR 059): cancel and no-show through the host's own routes, as the
 * host's own change, with the admin named; anyone else is refused as before.
 */
describe("a team admin's changes to another member's booking", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  let slugs = 0;
  /** A team of an admin (Ada), two hosts (Hal and Mo, members) and a member who hosts nothing (Max). */
  async function team() {
    const [admin, hal, mo, max] = await Promise.all(
      ['Ada', 'Hal', 'Mo', 'Max'].map((firstName) => hostWithHours(t, { firstName })),
    );
    const slug = `cover-${++slugs}-${Date.now().toString(36)}`;
    const id = await insertTeam(t, slug, [
      { user: admin!, role: 'admin' },
      { user: hal!, role: 'member' },
      { user: mo!, role: 'member' },
      { user: max!, role: 'member' },
    ]);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${id}/event-types`,
      headers: admin!.headers,
      payload: {
        name: 'Pair',
        slug: 'pair',
        duration: 30,
        schedulingType: 'collective',
        hosts: [{ userId: hal!.id }, { userId: mo!.id }],
        bookingSettings: OPEN_SETTINGS,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    return { id, slug, eventTypeId: made.json<{ id: string }>().id, admin: admin!, hal: hal!, mo: mo!, max: max! };
  }
  const post = (as: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: as.headers, payload });
  const statuses = (uid: string) =>
    t.db.booking
      .findMany({ where: { OR: [{ uid }, { lead: { uid } }] }, select: { status: true } })
      .then((rows) => rows.map((r) => r.status));

  it('cancels it for every host: the invitee gets the cancellation, each host is told who did it, the history names the admin', async () => {
    const { id, slug, admin, hal, mo } = await team();
    const invitee = `ivy-${slug}@example.test`;
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/team/${slug}/pair/bookings`,
      payload: bookingBody(noonIn(6), invitee),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { uid } = booked.json<{ uid: string }>();
    // The admin finds it in the team's list, hosted by someone else.
    const list = await t.app.inject({ url: `/api/bookings?teamId=${id}`, headers: admin.headers });
    const item = list.json<HostBookingList>().items.find((b) => b.uid === uid);
    expect(item?.host).toBeDefined();

    const cancelled = await post(admin, `/api/bookings/${uid}/cancel`, { reason: 'Hal is ill' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ ok: true });
    expect(await statuses(uid)).toEqual(['cancelled', 'cancelled']);

    const emails = await waitForEmails(
      t.database.dataDir,
      (all) =>
        all.some((e) => e.to.includes(invitee) && e.invite?.method === 'CANCEL') &&
        [hal, mo].every((h) => all.some((e) => e.to.includes(h.email) && e.subject.startsWith('Cancelled'))),
    );
    const toInvitee = emails.find((e) => e.to.includes(invitee) && e.invite?.method === 'CANCEL')!;
    expect(toInvitee.text).toContain('Hal is ill');
    for (const host of [hal, mo]) {
      const told = emails.find((e) => e.to.includes(host.email) && e.subject.startsWith('Cancelled'))!;
      expect(told.text).toContain('Ada, an owner or admin of your team, cancelled this booking.');
      expect(told.text).toContain('Hal is ill');
    }

    // The lead host reads the booking's history: cancelled as the host's change, made by Ada.
    const lead = await t.db.booking.findUniqueOrThrow({ where: { uid }, select: { host: true } });
    const host = lead.host.id === hal.id ? hal : mo;
    const detail = await t.app.inject({ url: `/api/bookings/${uid}`, headers: host.headers });
    expect(detail.json<HostBookingDetail>().history.at(-1)).toMatchObject({
      kind: 'cancelled',
      actor: 'host',
      actorName: 'Ada',
      reason: 'Hal is ill',
    });
    expect(detail.json<HostBookingDetail>().history[0]).not.toHaveProperty('actorName');
  });

  it("cancels a one-host booking of the team's event type for its host, named in the history and the host's email", async () => {
    const { eventTypeId, admin, hal } = await team();
    const { uid } = await insertBooking(t, hal.id, { start: noonIn(4), eventTypeId });
    const cancelled = await post(admin, `/api/bookings/${uid}/cancel`, { reason: 'Covering for Hal' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = await t.app.inject({ url: `/api/bookings/${uid}`, headers: hal.headers });
    expect(detail.json<HostBookingDetail>()).toMatchObject({ status: 'cancelled', cancelledBy: 'host' });
    expect(detail.json<HostBookingDetail>().history.at(-1)).toMatchObject({ actor: 'host', actorName: 'Ada' });
    // Hal's own list says who cancelled it for him, not "you".
    const list = await t.app.inject({ url: '/api/bookings?status=cancelled', headers: hal.headers });
    expect(list.json<HostBookingList>().items.find((b) => b.uid === uid)).toMatchObject({ cancelledByName: 'Ada' });
    const emails = await waitForEmails(t.database.dataDir, (all) =>
      all.some((e) => e.to.includes(hal.email) && e.subject.startsWith('Cancelled')),
    );
    const told = emails.find((e) => e.to.includes(hal.email) && e.subject.startsWith('Cancelled'))!;
    expect(told.text).toContain('Ada, an owner or admin of your team, cancelled this booking.');
  });

  it("marks the invitee of a past team booking a no-show for the admin, and undoes it, both named in the host's history", async () => {
    const { eventTypeId, admin, hal } = await team();
    const { uid } = await insertBooking(t, hal.id, { start: noonIn(-2), eventTypeId });
    const history = async () =>
      (await t.app.inject({ url: `/api/bookings/${uid}`, headers: hal.headers })).json<HostBookingDetail>().history;
    const marked = await post(admin, `/api/bookings/${uid}/no-show`, { noShow: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ uid, noShow: true });
    expect((await t.db.booking.findUniqueOrThrow({ where: { uid } })).noShow).toBe(true);
    // Marking it again changes nothing, and the history says so once.
    expect((await post(admin, `/api/bookings/${uid}/no-show`, { noShow: true })).json()).toEqual({ uid, noShow: true });
    expect(await history()).toEqual([
      expect.objectContaining({ kind: 'no_show_marked', actor: 'host', actorName: 'Ada', reason: null }),
    ]);

    const undone = await post(admin, `/api/bookings/${uid}/no-show`, { noShow: false });
    expect(undone.json()).toEqual({ uid, noShow: false });
    // Hal marks it himself: his own change, by no one else's name.
    expect((await post(hal, `/api/bookings/${uid}/no-show`, { noShow: true })).statusCode).toBe(200);
    const entries = await history();
    expect(entries.map((e) => [e.kind, e.actor, e.actorName])).toEqual([
      ['no_show_marked', 'host', 'Ada'],
      ['no_show_cleared', 'host', 'Ada'],
      ['no_show_marked', 'host', undefined],
    ]);
    expect(entries[2]).not.toHaveProperty('actorName');
    // The admin reads it too, as the host does (the app's Details show its history).
    const asAdmin = await t.app.inject({ url: `/api/bookings/${uid}`, headers: admin.headers });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json<HostBookingDetail>().history).toEqual(entries);
  });

  it('refuses a member who is not an owner or admin, an outsider, and an admin made a member on the next request', async () => {
    const { id, slug, admin, max } = await team();
    const outsider = await hostWithHours(t, { firstName: 'Olga' });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/team/${slug}/pair/bookings`,
      payload: bookingBody(noonIn(8), `ivy-${slug}@example.test`),
    });
    const { uid } = booked.json<{ uid: string }>();

    for (const who of [max, outsider]) {
      expect((await t.app.inject({ url: `/api/bookings/${uid}`, headers: who.headers })).statusCode).toBe(404);
      expect((await post(who, `/api/bookings/${uid}/cancel`, { reason: 'Mine now' })).statusCode).toBe(404);
      expect((await post(who, `/api/bookings/${uid}/no-show`, { noShow: true })).statusCode).toBe(404);
    }
    await t.db.teamMember.update({
      where: { teamId_userId: { teamId: id, userId: admin.id } },
      data: { role: 'member' },
    });
    const demoted = await post(admin, `/api/bookings/${uid}/cancel`, { reason: 'Still covering' });
    expect(demoted.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/bookings/${uid}`, headers: admin.headers })).statusCode).toBe(404);
    expect(await statuses(uid)).toEqual(['accepted', 'accepted']);
  });

  it("keeps another team's and a personal booking out of the admin's reach", async () => {
    const { admin } = await team();
    const other = await team();
    const personal = await insertBooking(t, other.hal.id);
    const theirs = await insertBooking(t, other.hal.id, { start: noonIn(9), eventTypeId: other.eventTypeId });
    for (const { uid } of [personal, theirs]) {
      expect((await t.app.inject({ url: `/api/bookings/${uid}`, headers: admin.headers })).statusCode).toBe(404);
      expect((await post(admin, `/api/bookings/${uid}/cancel`, {})).statusCode).toBe(404);
    }
  });
});
