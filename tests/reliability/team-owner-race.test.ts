import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, signUp, uniqueTag } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { Team } from '#shared/schemas/teams.ts';
import { teamMessages } from '#shared/schemas/teams.ts';
import { outboxEmails } from '../helpers/mail.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { DATABASE, freshDatabase, startKairos } from './support.ts';

// The last owner of a team (ADR 028), fought over from two processes on one database.
let database: TestDatabase;
let servers: ServerProcess[] = [];
const dirs: string[] = [];
const url = (i: 0 | 1) => servers[i]!.url;

beforeAll(async () => {
  database = await freshDatabase();
  dirs.push(`${database.dataDir}/a`, `${database.dataDir}/b`);
  const dbUrl = database.url.startsWith('postgres') ? database.url : `file:${database.dataDir}/kairos.db`;
  servers = await Promise.all([
    startKairos(4271, { url: dbUrl, dataDir: dirs[0]! }),
    startKairos(4272, { url: dbUrl, dataDir: dirs[1]! }),
  ]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

interface Person {
  token: string;
  id: string;
}

/** A new account, signed in; its id is the access token's subject. */
async function person(server: 0 | 1, email = `owner-${uniqueTag()}@example.test`): Promise<Person> {
  const { accessToken } = await signUp(url(server), email);
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { id: string };
  return { token: accessToken, id: claims.id };
}

/** A team of two owners, the second made one through an emailed invitation accepted on the other process. */
async function twoOwners(): Promise<{ teamId: string; ada: Person; bea: Person }> {
  const ada = await person(0);
  const beaEmail = `bea-${uniqueTag()}@example.test`;
  const bea = await person(1, beaEmail);
  // Joining a team takes a verified address.
  const verifyToken = await emailedToken(beaEmail, /\/verify-email\?token=([A-Za-z0-9_-]+)/);
  expect((await call(url(1), 'POST', '/api/auth/verify-email', { body: { token: verifyToken } })).status).toBe(200);
  const created = await call(url(0), 'POST', '/api/teams', {
    token: ada.token,
    body: { name: 'Race team', slug: `race-${uniqueTag()}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const teamId = (created.body as Team).id;
  const invited = await call(url(0), 'POST', `/api/teams/${teamId}/invites`, {
    token: ada.token,
    body: { email: beaEmail, role: 'owner' },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const token = await emailedToken(beaEmail, /\/teams\/invite\/([A-Za-z0-9_-]+)/);
  const accepted = await call(url(1), 'POST', `/api/teams/invites/${token}/accept`, { token: bea.token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(await owners(teamId, bea)).toHaveLength(2);
  return { teamId, ada, bea };
}

/** The token in the first link of an email to `email` that `link` matches (either process may have sent it). */
async function emailedToken(email: string, link: RegExp): Promise<string> {
  const end = Date.now() + 15_000;
  for (;;) {
    const emails = (await Promise.all(dirs.map((d) => outboxEmails(d)))).flat();
    const token = emails
      .filter((e) => e.to.includes(email))
      .map((e) => link.exec(e.text)?.[1])
      .find(Boolean);
    if (token) return token;
    if (Date.now() > end) throw new Error(`no email to ${email} has a link like ${link}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function owners(teamId: string, reader: Person): Promise<string[]> {
  const res = await call(url(0), 'GET', `/api/teams/${teamId}`, { token: reader.token });
  return (res.body as Team).members.filter((m) => m.role === 'owner').map((m) => m.userId);
}

const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();

describe(`a team's last owner across two processes (${DATABASE})`, () => {
  it('keeps one owner when two owners demote each other at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { teamId, ada, bea } = await twoOwners();
      const answers = await Promise.all([
        call(url(0), 'PATCH', `/api/teams/${teamId}/members/${bea.id}`, { token: ada.token, body: { role: 'member' } }),
        call(url(1), 'PATCH', `/api/teams/${teamId}/members/${ada.id}`, { token: bea.token, body: { role: 'member' } }),
      ]);
      // The second is served after the first: by then a member, who may not change roles.
      expect(statuses(answers)).toEqual([200, 403]);
      const winner = answers[0]!.status === 200 ? ada : bea;
      expect(await owners(teamId, winner)).toEqual([winner.id]);
    }
  });

  it('keeps one owner when both owners leave at once: one leaves, the other hears why not', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { teamId, ada, bea } = await twoOwners();
      const answers = await Promise.all([
        call(url(0), 'DELETE', `/api/teams/${teamId}/members/${ada.id}`, { token: ada.token }),
        call(url(1), 'DELETE', `/api/teams/${teamId}/members/${bea.id}`, { token: bea.token }),
      ]);
      expect(statuses(answers)).toEqual([204, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toEqual({ error: teamMessages.lastOwner });
      const stayed = answers[0]!.status === 409 ? ada : bea;
      expect(await owners(teamId, stayed)).toEqual([stayed.id]);
    }
  });

  it('keeps one owner when two owners remove each other at once', async () => {
    const { teamId, ada, bea } = await twoOwners();
    const answers = await Promise.all([
      call(url(0), 'DELETE', `/api/teams/${teamId}/members/${bea.id}`, { token: ada.token }),
      call(url(1), 'DELETE', `/api/teams/${teamId}/members/${ada.id}`, { token: bea.token }),
    ]);
    expect(statuses(answers)).toEqual([204, 404]);
    const stayed = answers[0]!.status === 204 ? ada : bea;
    expect(await owners(teamId, stayed)).toEqual([stayed.id]);
  });
});
