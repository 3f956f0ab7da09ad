import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostBookingDetail } from '#shared/schemas/bookings.ts';
import { type TeamEventType, teamEventTypeMessages } from '#shared/schemas/team-event-types.ts';
import type { V1Error } from '#shared/schemas/v1.ts';
import { createApiKey, keyHeaders } from '../helpers/api-keys.ts';
import { insertBooking, noonIn } from '../helpers/bookings.ts';
import { waitForEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { OPEN_SETTINGS, bookingBody, hostWithHours, insertTeam } from '../helpers/teams.ts';
import type { TestUser } from '../helpers/users.ts';

/**
 * Team keys (issue 42): "a team owner or admin can create keys that act on the team's event types and
 * bookings". Through /api/v1/teams/{id}/…, with the key's scopes, as the app's own team services do,
 * and only while the key's maker is an owner or admin of the team.
 */
describe('team keys on the public API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  let slugs = 0;
  async function team() {
    const [owner, admin, member] = await Promise.all([hostWithHours(t), hostWithHours(t), hostWithHours(t)]);
    const slug = `keys-${++slugs}-${Date.now().toString(36)}`;
    const id = await insertTeam(t, slug, [
      { user: owner, role: 'owner' },
      { user: admin, role: 'admin' },
      { user: member, role: 'member' },
    ]);
    return { id, slug, owner, admin, member };
  }
  const send = (key: { key: string }, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: keyHeaders(key), ...(payload ? { payload } : {}) });
  const demote = (teamId: string, user: TestUser) =>
    t.db.teamMember.update({ where: { teamId_userId: { teamId, userId: user.id } }, data: { role: 'member' } });

  it("creates, changes and deletes the team's event types with event-types:write, as the app's team screens do", async () => {
    const { id, owner, admin, member } = await team();
    const key = await createApiKey(t, admin, { teamId: id, scopes: ['event-types:read', 'event-types:write'] });
    const made = await send(key, 'POST', `/api/v1/teams/${id}/event-types`, {
      name: 'Pair',
      slug: 'pair',
      duration: 30,
      schedulingType: 'collective',
      hosts: [{ userId: owner.id }, { userId: member.id }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json<TeamEventType>();
    expect(created.hosts.map((h) => h.userId).sort()).toEqual([owner.id, member.id].sort());

    // The app's own team screen reads what the key wrote, and the app's checks apply (a taken slug).
    const inApp = await t.app.inject({ url: `/api/teams/${id}/event-types/${created.id}`, headers: owner.headers });
    expect(inApp.json<TeamEventType>()).toMatchObject({ name: 'Pair', slug: 'pair', schedulingType: 'collective' });
    const again = await send(key, 'POST', `/api/v1/teams/${id}/event-types`, {
      name: 'Pair',
      slug: 'pair',
      duration: 30,
      schedulingType: 'collective',
      hosts: [{ userId: owner.id }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<V1Error>().error.message).toBe(teamEventTypeMessages.slugTaken);

    const patched = await send(key, 'PATCH', `/api/v1/teams/${id}/event-types/${created.id}`, { name: 'Pair call' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await send(key, 'GET', `/api/v1/teams/${id}/event-types/${created.id}`)).json<TeamEventType>().name).toBe(
      'Pair call',
    );

    // A read-only team key cannot write; a member's personal key is refused by the team's own rule.
    const readOnly = await createApiKey(t, admin, { teamId: id, scopes: ['event-types:read'] });
    const refused = await send(readOnly, 'DELETE', `/api/v1/teams/${id}/event-types/${created.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<V1Error>().error.message).toContain('event-types:write');
    const membersKey = await createApiKey(t, member, { scopes: ['event-types:write'] });
    expect((await send(membersKey, 'DELETE', `/api/v1/teams/${id}/event-types/${created.id}`)).statusCode).toBe(403);

    const deleted = await send(key, 'DELETE', `/api/v1/teams/${id}/event-types/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.eventType.count({ where: { id: created.id } })).toBe(0);
  });

  it("cancels and reschedules the team's bookings for every host with bookings:write, only for the team's owners and admins of today", async () => {
    const { id, slug, owner, admin, member } = await team();
    const other = await team();
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${id}/event-types`,
      headers: owner.headers,
      payload: {
        name: 'Pair',
        slug: 'pair',
        duration: 30,
        schedulingType: 'collective',
        hosts: [{ userId: owner.id }, { userId: member.id }],
        bookingSettings: OPEN_SETTINGS,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/team/${slug}/pair/bookings`,
      payload: bookingBody(noonIn(6), `ivy-${slug}@example.test`),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { uid } = booked.json<{ uid: string }>();

    // The admin hosts none of it, and acts on it through the team's key.
    const key = await createApiKey(t, admin, { teamId: id, scopes: ['bookings:read', 'bookings:write'] });
    const read = await send(key, 'GET', `/api/v1/teams/${id}/bookings/${uid}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<HostBookingDetail>()).toMatchObject({ uid, status: 'accepted' });

    const moved = await send(key, 'POST', `/api/v1/teams/${id}/bookings/${uid}/reschedule`, {
      start: noonIn(7),
      reason: 'A clash',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = () =>
      t.db.booking.findMany({
        where: { hostId: { in: [owner.id, member.id] } },
        select: { startTime: true, status: true },
      });
    expect((await rows()).map((r) => r.startTime.toISOString())).toEqual([noonIn(7), noonIn(7)]);

    // A member's personal key sees the team's bookings it attends, and may not change them here.
    const membersKey = await createApiKey(t, member, { scopes: ['bookings:write'] });
    const byMember = await send(membersKey, 'POST', `/api/v1/teams/${id}/bookings/${uid}/cancel`, {});
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json<V1Error>().error.message).toBe(teamEventTypeMessages.bookingsRole);
    // Another team's key, or this team's key on another team's path, finds nothing.
    const otherKey = await createApiKey(t, other.admin, { teamId: other.id, scopes: ['bookings:write'] });
    expect((await send(otherKey, 'POST', `/api/v1/teams/${other.id}/bookings/${uid}/cancel`, {})).statusCode).toBe(404);
    expect((await send(key, 'POST', `/api/v1/teams/${other.id}/bookings/${uid}/cancel`, {})).statusCode).toBe(404);

    // The owner's personal key (no team key) acts on the team too.
    const ownersKey = await createApiKey(t, owner, { scopes: ['bookings:write'] });
    const cancelled = await send(ownersKey, 'POST', `/api/v1/teams/${id}/bookings/${uid}/cancel`, { reason: 'Ill' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<HostBookingDetail>().history.map((h) => [h.kind, h.actor])).toEqual([
      ['created', 'invitee'],
      ['rescheduled', 'host'],
      ['cancelled', 'host'],
    ]);
    // The admin, who hosts none of it, is named in the history as who moved it (ADR 059).
    expect(cancelled.json<HostBookingDetail>().history[1]).toMatchObject({ actor: 'host', actorName: 'Ada Lovelace' });
    expect((await rows()).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    const emails = await waitForEmails(
      t.database.dataDir,
      (all) => all.filter((e) => e.to.includes(`ivy-${slug}@example.test`)).length >= 3,
    );
    const invites = emails.filter((e) => e.to.includes(`ivy-${slug}@example.test`)).map((e) => e.invite?.method);
    expect(invites.sort()).toEqual(['CANCEL', 'REQUEST', 'REQUEST']);

    // Made a plain member, the admin's team key stops at once; so would the owner's own key.
    await demote(id, admin);
    expect((await send(key, 'GET', `/api/v1/teams/${id}/bookings/${uid}`)).statusCode).toBe(401);
    await demote(id, owner);
    const demoted = await send(ownersKey, 'POST', `/api/v1/teams/${id}/bookings/${uid}/cancel`, {});
    expect(demoted.statusCode).toBe(403);
  });

  it("marks a team booking's invitee a no-show with the team's key, and the history names the admin who did it", async () => {
    const { id, owner, admin, member } = await team();
    await t.db.user.update({ where: { id: admin.id }, data: { firstName: 'Nia', lastName: 'Admin' } });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${id}/event-types`,
      headers: owner.headers,
      payload: {
        name: 'Solo',
        slug: 'solo',
        duration: 30,
        schedulingType: 'collective',
        hosts: [{ userId: member.id }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const eventTypeId = made.json<TeamEventType>().id;
    const { uid } = await insertBooking(t, member.id, { start: noonIn(-1), eventTypeId });
    const key = await createApiKey(t, admin, { teamId: id, scopes: ['bookings:write'] });
    const marked = await send(key, 'POST', `/api/v1/teams/${id}/bookings/${uid}/no-show`, { noShow: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<HostBookingDetail>()).toMatchObject({ noShow: true });
    expect(marked.json<HostBookingDetail>().history).toEqual([
      expect.objectContaining({ kind: 'no_show_marked', actor: 'host', actorName: 'Nia Admin' }),
    ]);
    // The host's own personal key undoes it: the host's change, by no one else's name.
    const own = await createApiKey(t, member, { scopes: ['bookings:read', 'bookings:write'] });
    expect((await send(own, 'POST', `/api/v1/bookings/${uid}/no-show`, { noShow: false })).statusCode).toBe(200);
    const read = await send(own, 'GET', `/api/v1/bookings/${uid}`);
    const last = read.json<HostBookingDetail>().history.at(-1);
    expect(last).toMatchObject({ kind: 'no_show_cleared', actor: 'host' });
    expect(last).not.toHaveProperty('actorName');
  });
});
