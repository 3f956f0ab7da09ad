import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TEAM_INVITE_TTL_DAYS, TEAM_INVITES_PER_HOUR, teamMessages } from '#shared/schemas/teams.ts';
import { appWithSmtp, type TestApp } from '../helpers/test-app.ts';
import { chooseLanguage, createUser, type TestUser } from '../helpers/users.ts';

const PNG = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();

describe('the teams API', () => {
  const env = appWithSmtp();
  const t = (): TestApp => env.t;
  let slugs = 0;
  const freshSlug = () => `team-${process.pid}-${++slugs}`;

  const call = (
    user: TestUser | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t().app.inject({
      method,
      url,
      headers: user?.headers ?? {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  async function newTeam(owner: TestUser, body: Record<string, unknown> = {}) {
    const res = await call(owner, 'POST', '/api/teams', { name: 'Support', slug: freshSlug(), ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; slug: string; logoUrl: string | null }>();
  }

  /** Adds a member directly (the invitation flow has its own tests). */
  async function addMember(teamId: string, role: 'owner' | 'admin' | 'member', user?: TestUser) {
    const member = user ?? (await createUser(t()));
    await t().db.teamMember.create({ data: { teamId, userId: member.id, role } });
    return member;
  }

  const roleOf = async (teamId: string, userId: string) =>
    (await t().db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } } }))?.role ?? null;

  /** Sends an invitation and returns the token from the email's link (its subject has `says`: English by default). */
  async function invite(by: TestUser, teamId: string, email: string, role = 'member', says = 'invited you') {
    const earlier = new Set(env.smtp.received.map((m) => m.raw));
    const res = await call(by, 'POST', `/api/teams/${teamId}/invites`, { email, role });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await env.smtp.waitFor(email.toLowerCase(), (m) => m.subject.includes(says) && !earlier.has(m.raw));
    const link = mail.link ?? '';
    expect(link).toMatch(/^http:\/\/kairos\.test\/teams\/invite\/[A-Za-z0-9_-]{43}$/);
    return { token: decodeURIComponent(link.split('/').pop()!), invite: res.json<{ id: string }>(), mail };
  }

  describe('creating and reading teams', () => {
    it('makes the creator the owner and lists the team with their role', async () => {
      const ada = await createUser(t(), { firstName: 'Ada', lastName: 'King' });
      const res = await call(ada, 'POST', '/api/teams', { name: '  Sales  ', slug: ' Sales-EU ' });
      expect(res.statusCode, res.body).toBe(201);
      const team = res.json();
      expect(team).toMatchObject({ name: 'Sales', slug: 'sales-eu', logoUrl: null, role: 'owner' });
      expect(team.members).toEqual([
        { userId: ada.id, email: ada.email, name: 'Ada King', role: 'owner', joinedAt: expect.any(String) },
      ]);
      const list = await call(ada, 'GET', '/api/teams');
      expect(list.json().items).toEqual([
        { id: team.id, name: 'Sales', slug: 'sales-eu', logoUrl: null, role: 'owner', memberCount: 1 },
      ]);
    });

    it('refuses a reserved, malformed or taken slug with a sentence naming the field', async () => {
      const ada = await createUser(t());
      const reserved = await call(ada, 'POST', '/api/teams', { name: 'X', slug: 'team' });
      expect(reserved.statusCode).toBe(400);
      expect(reserved.json().error).toBe(teamMessages.slugReserved);
      const malformed = await call(ada, 'POST', '/api/teams', { name: 'X', slug: 'no spaces' });
      expect(malformed.json().error).toBe(teamMessages.slugFormat);
      const empty = await call(ada, 'POST', '/api/teams', { name: ' ', slug: freshSlug() });
      expect(empty.json().error).toBe(teamMessages.nameRequired);
      const { slug } = await newTeam(ada);
      const taken = await call(await createUser(t()), 'POST', '/api/teams', { name: 'Y', slug: slug.toUpperCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe(teamMessages.slugTaken);
    });

    it('keeps a logo checked by its content, served publicly as WebP, and removes it on request', async () => {
      const ada = await createUser(t());
      const png = await PNG();
      const team = await newTeam(ada, { logo: `data:image/png;base64,${png.toString('base64')}` });
      expect(team.logoUrl).toMatch(/^\/api\/public\/team\/avatars\/[a-f0-9]{32}$/);
      const logo = await t().app.inject({ method: 'GET', url: team.logoUrl! });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/webp');
      expect((await sharp(logo.rawPayload).metadata()).width).toBe(256);

      const notImage = await call(ada, 'PATCH', `/api/teams/${team.id}`, {
        logo: Buffer.from('<svg onload="alert(1)"/>').toString('base64'),
      });
      expect(notImage.statusCode).toBe(415);
      expect(notImage.json().error).toBe(teamMessages.logoWrongType);

      const removed = await call(ada, 'PATCH', `/api/teams/${team.id}`, { logo: null });
      expect(removed.json().logoUrl).toBeNull();
      expect((await t().app.inject({ method: 'GET', url: team.logoUrl! })).statusCode).toBe(404);
    });

    it('shows a team to its members only; an outsider is told it does not exist', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const member = await addMember(team.id, 'member');
      const seen = await call(member, 'GET', `/api/teams/${team.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().role).toBe('member');
      expect(seen.json().members.map((m: { email: string }) => m.email)).toEqual([ada.email, member.email]);
      const outsider = await call(await createUser(t()), 'GET', `/api/teams/${team.id}`);
      expect(outsider.statusCode).toBe(404);
      expect(outsider.json().error).toBe(teamMessages.notFound);
      expect(outsider.body).not.toContain(ada.email);
    });

    it('lets owners and admins change the settings, not members; an outsider cannot even probe slugs', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const other = await newTeam(await createUser(t()));
      const admin = await addMember(team.id, 'admin');
      const member = await addMember(team.id, 'member');
      const renamed = await call(admin, 'PATCH', `/api/teams/${team.id}`, { name: 'Renamed' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Renamed', slug: team.slug, role: 'admin' });
      expect((await call(member, 'PATCH', `/api/teams/${team.id}`, { name: 'Mine' })).statusCode).toBe(403);
      const taken = await call(admin, 'PATCH', `/api/teams/${team.id}`, { slug: other.slug });
      expect(taken.statusCode).toBe(409);
      const probe = await call(await createUser(t()), 'PATCH', `/api/teams/${team.id}`, { slug: other.slug });
      expect(probe.statusCode).toBe(404);
    });

    it('deletes a team for an owner only, with its event types; bookings keep their hosts', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const admin = await addMember(team.id, 'admin');
      const eventType = await t().db.eventType.create({
        data: { teamId: team.id, schedulingType: 'round_robin', name: 'Demo', slug: 'demo', duration: 30 },
      });
      expect((await call(admin, 'DELETE', `/api/teams/${team.id}`)).statusCode).toBe(403);
      expect((await call(ada, 'DELETE', `/api/teams/${team.id}`)).statusCode).toBe(204);
      expect(await t().db.eventType.findUnique({ where: { id: eventType.id } })).toBeNull();
      expect((await call(ada, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
      expect((await call(ada, 'GET', '/api/teams')).json().items).toEqual([]);
    });
  });

  describe('the public team page', () => {
    it("lists the team's visible event types, and nothing of its members", async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada, { name: 'Clinic' });
      const host = await addMember(team.id, 'member');
      await t().db.eventType.create({
        data: {
          teamId: team.id,
          schedulingType: 'collective',
          name: 'Consult',
          slug: 'consult',
          description: 'All of us',
          duration: 45,
          hosts: { create: [{ userId: ada.id }, { userId: host.id }] },
        },
      });
      await t().db.eventType.create({
        data: {
          teamId: team.id,
          schedulingType: 'round_robin',
          name: 'Hidden',
          slug: 'hidden',
          duration: 15,
          isVisible: false,
        },
      });
      const res = await t().app.inject({ method: 'GET', url: `/api/public/team/${team.slug.toUpperCase()}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        name: 'Clinic',
        slug: team.slug,
        logoUrl: null,
        eventTypes: [
          { name: 'Consult', slug: 'consult', description: 'All of us', duration: 45, schedulingType: 'collective' },
        ],
      });
      expect(res.body).not.toContain(ada.email);
      expect(res.body).not.toContain(team.id);
    });

    it('answers an unknown slug with 404, like an unknown username', async () => {
      const res = await t().app.inject({ method: 'GET', url: '/api/public/team/nobody-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(teamMessages.publicNotFound);
    });
  });

  describe('invitations', () => {
    it('writes the invitation in the language of the invitee’s own account, and in English to an address with none', async () => {
      const ada = await createUser(t(), { firstName: 'Ada', lastName: 'King' });
      await chooseLanguage(t(), ada, 'de');
      const team = await newTeam(ada, { name: 'Research' });
      const bob = await createUser(t(), { email: `bob-fr-${Date.now()}@example.test` });
      await chooseLanguage(t(), bob, 'fr');

      const french = (await invite(ada, team.id, bob.email, 'admin', 'vous a invité')).mail;
      expect(french.subject).toBe('Ada King vous a invité à rejoindre Research sur Kairos');
      expect(french.text).toContain('Bonjour,');
      expect(french.text).toContain(
        'Ada King vous a invité à rejoindre l’équipe Research sur Kairos en tant qu’admin.',
      );
      expect(french.text).toContain('Voir l’invitation: http');
      expect(french.text).toContain(`expire dans ${TEAM_INVITE_TTL_DAYS} jours`);

      // No account: the inviter's language need not be theirs, so English, as it always was.
      const stranger = `new-${Date.now()}@example.test`;
      const english = (await invite(ada, team.id, stranger, 'member')).mail;
      expect(english.subject).toBe('Ada King invited you to Research on Kairos');
      expect(english.text).toContain('Hi,');
      expect(english.text).toContain('Ada King invited you to join the team Research on Kairos as member.');
      expect(english.text).toContain(
        'Open the link to accept. Without a Kairos account yet, create one with this email address first.',
      );
      expect(english.text).toContain('View invitation: http');
      expect(english.text).toContain(
        `This link works once and expires in ${TEAM_INVITE_TTL_DAYS} days. If you did not expect it, you can ignore this email.`,
      );
    });

    it('emails a single-use link that shows the team and makes its account a member with the role', async () => {
      const ada = await createUser(t(), { firstName: 'Ada', lastName: 'King' });
      const team = await newTeam(ada, { name: 'Research' });
      const bob = await createUser(t(), { email: `bob-${Date.now()}@example.test` });
      const { token, mail } = await invite(ada, team.id, bob.email.toUpperCase(), 'admin');
      expect(mail.subject).toBe('Ada King invited you to Research on Kairos');
      // Only the token's hash is kept.
      const stored = await t().db.teamInvite.findFirstOrThrow({ where: { teamId: team.id } });
      expect(stored.tokenHash).not.toContain(token);
      expect(stored.email).toBe(bob.email);

      const preview = await t().app.inject({ method: 'GET', url: `/api/teams/invites/${token}` });
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({
        teamName: 'Research',
        teamSlug: team.slug,
        email: bob.email,
        role: 'admin',
      });

      const accepted = await call(bob, 'POST', `/api/teams/invites/${token}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({ teamId: team.id, role: 'admin' });
      expect(await roleOf(team.id, bob.id)).toBe('admin');

      const again = await call(bob, 'POST', `/api/teams/invites/${token}/accept`);
      expect(again.statusCode).toBe(410);
      expect(again.json().error).toBe(teamMessages.inviteUsed);
      expect((await t().app.inject({ method: 'GET', url: `/api/teams/invites/${token}` })).statusCode).toBe(410);
      // The link's secret never reaches the logs, neither from the API nor from the page's own address.
      await t().app.inject({ method: 'GET', url: `/teams/invite/${token}` });
      expect(t().logs.join('\n')).not.toContain(token);
      expect(t().logs.join('\n')).toContain('/teams/invite/[redacted]');
    });

    it('is accepted only by the account of the invited address', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const { token } = await invite(ada, team.id, `carol-${Date.now()}@example.test`);
      const mallory = await createUser(t());
      const res = await call(mallory, 'POST', `/api/teams/invites/${token}/accept`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(teamMessages.inviteOtherEmail);
      expect(await roleOf(team.id, mallory.id)).toBeNull();
      expect((await call(undefined, 'POST', `/api/teams/invites/${token}/accept`)).statusCode).toBe(401);
    });

    it('is accepted only once the invited address is verified', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const fay = await createUser(t(), { email: `fay-${Date.now()}@example.test` });
      await t().db.user.update({ where: { id: fay.id }, data: { emailVerifiedAt: null } });
      const { token } = await invite(ada, team.id, fay.email);
      const refused = await call(fay, 'POST', `/api/teams/invites/${token}/accept`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(teamMessages.inviteUnverified);
      await t().db.user.update({ where: { id: fay.id }, data: { emailVerifiedAt: new Date() } });
      expect((await call(fay, 'POST', `/api/teams/invites/${token}/accept`)).statusCode).toBe(200);
    });

    it('refuses an expired, revoked or unknown link clearly', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const dan = await createUser(t(), { email: `dan-${Date.now()}@example.test` });
      const first = await invite(ada, team.id, dan.email);
      await t().db.teamInvite.update({
        where: { id: first.invite.id },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const expired = await call(dan, 'POST', `/api/teams/invites/${first.token}/accept`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toBe(teamMessages.inviteExpired);

      const second = await invite(ada, team.id, dan.email);
      const pending = await call(ada, 'GET', `/api/teams/${team.id}/invites`);
      expect(pending.json().items).toEqual([expect.objectContaining({ id: second.invite.id, email: dan.email })]);
      expect((await call(ada, 'DELETE', `/api/teams/${team.id}/invites/${second.invite.id}`)).statusCode).toBe(204);
      const revoked = await call(dan, 'POST', `/api/teams/invites/${second.token}/accept`);
      expect(revoked.statusCode).toBe(404);
      expect(revoked.json().error).toBe(teamMessages.inviteNotFound);
      expect((await call(ada, 'GET', `/api/teams/${team.id}/invites`)).json().items).toEqual([]);
    });

    it('replaces a waiting invitation with a newer one: only the newest link works', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const eve = await createUser(t(), { email: `eve-${Date.now()}@example.test` });
      const first = await invite(ada, team.id, eve.email, 'member');
      const second = await call(ada, 'POST', `/api/teams/${team.id}/invites`, { email: eve.email, role: 'admin' });
      expect(second.statusCode).toBe(201);
      const pending = (await call(ada, 'GET', `/api/teams/${team.id}/invites`)).json().items;
      expect(pending).toEqual([expect.objectContaining({ id: second.json().id, role: 'admin' })]);
      const old = await call(eve, 'POST', `/api/teams/invites/${first.token}/accept`);
      expect(old.statusCode).toBe(410);
      // Replaced invitations still count towards the team's hourly limit.
      expect(await t().db.teamInvite.count({ where: { teamId: team.id } })).toBe(2);
    });

    it('refuses to invite a member again, and an admin inviting an owner; members cannot invite', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const admin = await addMember(team.id, 'admin');
      const member = await addMember(team.id, 'member');
      const again = await call(ada, 'POST', `/api/teams/${team.id}/invites`, { email: member.email, role: 'member' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(teamMessages.alreadyMember);
      const owner = await call(admin, 'POST', `/api/teams/${team.id}/invites`, {
        email: 'o@example.test',
        role: 'owner',
      });
      expect(owner.statusCode).toBe(403);
      expect(owner.json().error).toBe(teamMessages.onlyOwnerMakesOwners);
      const byMember = await call(member, 'POST', `/api/teams/${team.id}/invites`, {
        email: 'm@example.test',
        role: 'member',
      });
      expect(byMember.statusCode).toBe(403);
      expect((await call(member, 'GET', `/api/teams/${team.id}/invites`)).statusCode).toBe(403);
      const bad = await call(ada, 'POST', `/api/teams/${team.id}/invites`, { email: 'not-an-email', role: 'member' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Please enter a valid email address');
    });

    it(`sends at most ${TEAM_INVITES_PER_HOUR} invitations a team an hour`, async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const at = new Date();
      await t().db.teamInvite.createMany({
        data: Array.from({ length: TEAM_INVITES_PER_HOUR }, (_, i) => ({
          teamId: team.id,
          email: `flood-${i}@example.test`,
          tokenHash: `flood-${team.id}-${i}`,
          expiresAt: new Date(at.getTime() + 86_400_000),
          createdAt: at,
        })),
      });
      const res = await call(ada, 'POST', `/api/teams/${team.id}/invites`, {
        email: 'one-more@example.test',
        role: 'member',
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe(teamMessages.tooManyInvites);
      expect(res.headers['retry-after']).toBe('3600');
    });
  });

  describe('roles, removals and the last owner', () => {
    it('lets an admin promote a member to admin, but only an owner makes or unmakes owners', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const admin = await addMember(team.id, 'admin');
      const member = await addMember(team.id, 'member');
      const promoted = await call(admin, 'PATCH', `/api/teams/${team.id}/members/${member.id}`, { role: 'admin' });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(await roleOf(team.id, member.id)).toBe('admin');
      const toOwner = await call(admin, 'PATCH', `/api/teams/${team.id}/members/${member.id}`, { role: 'owner' });
      expect(toOwner.statusCode).toBe(403);
      const demoteOwner = await call(admin, 'PATCH', `/api/teams/${team.id}/members/${ada.id}`, { role: 'member' });
      expect(demoteOwner.statusCode).toBe(403);
      expect(await roleOf(team.id, ada.id)).toBe('owner');
      const byOwner = await call(ada, 'PATCH', `/api/teams/${team.id}/members/${member.id}`, { role: 'owner' });
      expect(byOwner.json().members.find((m: { userId: string }) => m.userId === member.id).role).toBe('owner');
      const byMember = await call(member, 'PATCH', `/api/teams/${team.id}/members/${admin.id}`, { role: 'member' });
      expect(byMember.statusCode).toBe(200);
      const notMember = await call(ada, 'PATCH', `/api/teams/${team.id}/members/${(await createUser(t())).id}`, {
        role: 'admin',
      });
      expect(notMember.statusCode).toBe(404);
      expect(notMember.json().error).toBe(teamMessages.memberNotFound);
    });

    it('never leaves a team without an owner: the last one can neither step down nor leave', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const stepDown = await call(ada, 'PATCH', `/api/teams/${team.id}/members/${ada.id}`, { role: 'admin' });
      expect(stepDown.statusCode).toBe(409);
      expect(stepDown.json().error).toBe(teamMessages.lastOwner);
      const leave = await call(ada, 'DELETE', `/api/teams/${team.id}/members/${ada.id}`);
      expect(leave.statusCode).toBe(409);
      const second = await addMember(team.id, 'owner');
      expect((await call(ada, 'DELETE', `/api/teams/${team.id}/members/${ada.id}`)).statusCode).toBe(204);
      expect(await roleOf(team.id, second.id)).toBe('owner');
    });

    it('keeps one owner when two owners demote each other at the same moment', async () => {
      for (let round = 0; round < 5; round++) {
        const ada = await createUser(t());
        const team = await newTeam(ada);
        const bea = await addMember(team.id, 'owner');
        const answers = await Promise.all([
          call(ada, 'PATCH', `/api/teams/${team.id}/members/${bea.id}`, { role: 'member' }),
          call(bea, 'PATCH', `/api/teams/${team.id}/members/${ada.id}`, { role: 'member' }),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
        expect(await t().db.teamMember.count({ where: { teamId: team.id, role: 'owner' } })).toBe(1);
      }
    });

    it('keeps one owner when two owners remove each other at the same moment', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const bea = await addMember(team.id, 'owner');
      const answers = await Promise.all([
        call(ada, 'DELETE', `/api/teams/${team.id}/members/${bea.id}`),
        call(bea, 'DELETE', `/api/teams/${team.id}/members/${ada.id}`),
      ]);
      // The second is no longer a member (404): either way exactly one owner is left.
      expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 404]);
      expect(await t().db.teamMember.count({ where: { teamId: team.id, role: 'owner' } })).toBe(1);
    });

    it('lets members leave and admins remove members; a removed member stops hosting the team', async () => {
      const ada = await createUser(t());
      const team = await newTeam(ada);
      const admin = await addMember(team.id, 'admin');
      const host = await addMember(team.id, 'member');
      const leaver = await addMember(team.id, 'member');
      const personal = await t().db.eventType.create({
        data: { userId: host.id, name: 'Mine', slug: 'mine', duration: 30 },
      });
      const teamType = await t().db.eventType.create({
        data: {
          teamId: team.id,
          schedulingType: 'round_robin',
          name: 'Demo',
          slug: 'demo',
          duration: 30,
          hosts: { create: [{ userId: ada.id }, { userId: host.id }] },
        },
      });
      expect((await call(host, 'DELETE', `/api/teams/${team.id}/members/${leaver.id}`)).statusCode).toBe(403);
      expect((await call(admin, 'DELETE', `/api/teams/${team.id}/members/${ada.id}`)).statusCode).toBe(403);
      expect((await call(admin, 'DELETE', `/api/teams/${team.id}/members/${host.id}`)).statusCode).toBe(204);
      expect(await t().db.eventTypeHost.findMany({ where: { eventTypeId: teamType.id } })).toEqual([
        expect.objectContaining({ userId: ada.id }),
      ]);
      expect(await t().db.eventType.findUnique({ where: { id: personal.id } })).not.toBeNull();
      expect((await call(leaver, 'DELETE', `/api/teams/${team.id}/members/${leaver.id}`)).statusCode).toBe(204);
      expect((await call(leaver, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
      expect((await call(ada, 'GET', `/api/teams/${team.id}`)).json().members).toHaveLength(2);
    });
  });

  describe("deleting the account of a team's last owner", () => {
    it('hands the team to its longest-serving admin, else its longest-serving member', async () => {
      const ada = await createUser(t());
      const withAdmin = await newTeam(ada);
      await addMember(withAdmin.id, 'member');
      const admin = await addMember(withAdmin.id, 'admin');
      const membersOnly = await newTeam(ada);
      const firstMember = await addMember(membersOnly.id, 'member');
      await addMember(membersOnly.id, 'member');
      expect((await call(ada, 'DELETE', '/api/profile')).statusCode).toBe(204);
      expect(await roleOf(withAdmin.id, admin.id)).toBe('owner');
      expect(await roleOf(membersOnly.id, firstMember.id)).toBe('owner');
      expect(await t().db.teamMember.count({ where: { teamId: membersOnly.id, role: 'owner' } })).toBe(1);
    });

    it('deletes a team nobody else is in, and leaves teams with another owner as they are (admin deletion)', async () => {
      const appAdmin = await createUser(t(), { role: 'app_admin' });
      const ada = await createUser(t());
      const alone = await newTeam(ada);
      const shared = await newTeam(ada);
      const coOwner = await addMember(shared.id, 'owner');
      const admin = await addMember(shared.id, 'admin');
      const res = await call(appAdmin, 'DELETE', `/api/admin/users/${ada.id}`);
      expect(res.statusCode, res.body).toBe(204);
      expect(await t().db.team.findUnique({ where: { id: alone.id } })).toBeNull();
      expect(await roleOf(shared.id, coOwner.id)).toBe('owner');
      expect(await roleOf(shared.id, admin.id)).toBe('admin');
    });
  });
});
