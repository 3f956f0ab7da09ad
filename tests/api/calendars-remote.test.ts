import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OBJECTS_PER_CALENDAR } from '../../api/modules/calendars/providers/caldav/sync.ts';
import {
  connectCaldav,
  deleteEvent,
  putEvent,
  readRange,
  syncCalendar,
} from '../../api/modules/calendars/providers/caldav/caldav.ts';
import {
  type CaldavCredentials,
  type OutboundPolicy,
  RemoteCalendarError,
  type SyncResult,
  type SyncState,
} from '../../api/modules/calendars/remote/types.ts';
import { digestProxy } from '../helpers/digest-proxy.ts';
import { type Loopback, httpServer, httpsServer, opensslMissing, selfSignedCert } from '../helpers/loopback-servers.ts';
import { type Radicale, radicaleSkipReason, startRadicale } from '../helpers/radicale.ts';
import { rejection } from '../helpers/rejection.ts';

// The remote CalDAV layer against a real Radicale started here (tests/helpers/radicale.ts), and
// loopback fakes only for what Radicale cannot be: a Digest-demanding proxy, a server that hangs,
// an HTML site, a self-signed certificate, a hostile multistatus.
const skip = radicaleSkipReason();
const noOpenssl = opensslMissing();
if (!skip && noOpenssl) console.warn(`[caldav] skipping the TLS test: ${noOpenssl}`);

const PASSWORD = 'correct horse battery staple';
const policy: OutboundPolicy = { allowPrivate: true, timeoutMs: 10_000 };

function event(uid: string, start: string, end: string, extra: string[] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kairos tests//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${uid}`,
    ...extra,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const todo = (uid: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//t//EN',
    'BEGIN:VTODO',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    'SUMMARY:todo',
    'END:VTODO',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const failure = (promise: Promise<unknown>) => rejection(promise, RemoteCalendarError);

const changes = (result: SyncResult) => {
  if (!result.changed) throw new Error('expected a change');
  return result;
};
const uids = (objects: { data: string }[]) => objects.map((o) => /UID:(.*)\r/.exec(o.data)?.[1]).sort();

describe('a calendar past the object limit', () => {
  let huge: Loopback;
  beforeAll(async () => {
    // A DAV server (loopback) whose calendar lists one object more than the limit.
    huge = await httpServer((req, res) => {
      const xml = (inner: string) =>
        res
          .writeHead(207, { 'content-type': 'application/xml; charset=utf-8' })
          .end(
            `<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/">${inner}</d:multistatus>`,
          );
      if (req.method === 'PROPFIND') {
        return xml(
          '<d:response><d:href>/cal/</d:href><d:propstat><d:prop><cs:getctag>1</cs:getctag>' +
            '<d:resourcetype><d:collection/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>',
        );
      }
      const rows: string[] = [];
      for (let i = 0; i <= MAX_OBJECTS_PER_CALENDAR; i++) {
        rows.push(
          `<d:response><d:href>/cal/${i}.ics</d:href><d:propstat><d:prop><d:getetag>"${i}"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`,
        );
      }
      xml(rows.join(''));
    });
  });
  afterAll(async () => {
    await huge.close();
  });

  it('fails with "too-large" instead of reading it all', async () => {
    const creds = { url: huge.url, username: 'a', password: 'b', authMethod: 'basic' as const };
    const error = await failure(syncCalendar(creds, `${huge.url}/cal/`, null, policy));
    expect(error.code).toBe('too-large');
    expect(huge.seen.filter((r) => r.method === 'REPORT')).toHaveLength(1);
  });
});

describe.skipIf(skip !== null)('CalDAV against Radicale', () => {
  let radicale: Radicale;
  let work: string;
  let home: string;
  let mixed: string;
  const creds = (url: string, password = PASSWORD): CaldavCredentials => ({ url, username: 'alice', password });
  const basic = (url: string) => ({ ...creds(url), authMethod: 'basic' as const });

  beforeAll(async () => {
    radicale = await startRadicale({ alice: PASSWORD, bob: 'bobs password' });
    work = await radicale.makeCalendar('alice', 'work', { displayName: 'Work', color: '#FF8800FF' });
    home = await radicale.makeCalendar('alice', 'home');
    await radicale.makeCalendar('alice', 'tasks', { displayName: 'Tasks', components: ['VTODO'] });
    mixed = await radicale.makeCalendar('alice', 'mixed', { components: ['VEVENT', 'VTODO'] });
    await radicale.makeCalendar('bob', 'bobs', { displayName: 'Bob' });
    await radicale.put(
      'alice',
      `${work}standup.ics`,
      event('standup', '20260302T090000Z', '20260302T093000Z', ['RRULE:FREQ=WEEKLY']),
    );
    await radicale.put('alice', `${work}lunch.ics`, event('lunch', '20261110T120000Z', '20261110T130000Z'));
  });
  afterAll(async () => {
    await radicale?.stop();
  });

  describe('discovery', () => {
    it('from the bare host: .well-known, the principal, the home set, the calendars that hold events', async () => {
      const account = await connectCaldav(creds(radicale.origin), policy);
      expect(account.authMethod).toBe('basic');
      expect(account.homeUrl).toBe(`${radicale.origin}/alice/`);
      const byUrl = Object.fromEntries(account.calendars.map((c) => [c.url, c]));
      expect(Object.keys(byUrl).sort()).toEqual([home, mixed, work].sort());
      expect(byUrl[work]).toMatchObject({ name: 'Work', color: '#ff8800', writable: true });
      expect(byUrl[work]!.ctag).toBeTruthy();
      expect(byUrl[work]!.syncToken).toBeTruthy();
      // No displayname set: Radicale names it by its path.
      expect(byUrl[home]).toMatchObject({ name: 'alice/home', color: null });
    });

    it('from the principal URL', async () => {
      const account = await connectCaldav(creds(`${radicale.origin}/alice/`), policy);
      expect(account.calendars.map((c) => c.url).sort()).toEqual([home, mixed, work].sort());
    });

    it('from a calendar URL: that calendar alone', async () => {
      const account = await connectCaldav(creds(work), policy);
      expect(account.homeUrl).toBe(work);
      expect(account.calendars).toHaveLength(1);
      expect(account.calendars[0]).toMatchObject({ url: work, name: 'Work' });
    });

    it('a calendar that holds only tasks is no calendar for events', async () => {
      expect((await failure(connectCaldav(creds(`${radicale.origin}/alice/tasks/`), policy))).code).toBe(
        'no-calendars',
      );
    });

    it('a wrong password is "auth", and the password is in no error', async () => {
      const error = await failure(connectCaldav(creds(radicale.origin, 'wrong password'), policy));
      expect(error.code).toBe('auth');
      expect(`${error.message} ${error.stack}`).not.toContain('wrong password');
    });

    it('an address refused by the policy when private addresses are not allowed', async () => {
      const refused = { ...policy, allowPrivate: false };
      expect((await failure(connectCaldav(creds(radicale.origin), refused))).code).toBe('address-not-allowed');
      expect((await failure(connectCaldav(creds(`127.0.0.1:${new URL(radicale.origin).port}`), refused))).code).toBe(
        'address-not-allowed',
      );
    });
  });

  describe('Digest, through a proxy that demands it', () => {
    let proxy: Awaited<ReturnType<typeof digestProxy>>;
    beforeAll(async () => {
      proxy = await digestProxy(radicale.origin, radicale.users);
    });
    afterAll(async () => {
      await proxy.close();
    });

    it('connects, says digest, and later calls go straight to the Digest answer', async () => {
      const account = await connectCaldav(creds(proxy.url), policy);
      expect(account.authMethod).toBe('digest');
      expect(account.calendars.map((c) => new URL(c.url).pathname).sort()).toEqual(
        ['/alice/home/', '/alice/mixed/', '/alice/work/'].sort(),
      );
      const calendar = `${proxy.url}/alice/work/`;
      const before = proxy.challenges;
      const result = changes(await syncCalendar({ ...creds(proxy.url), authMethod: 'digest' }, calendar, null, policy));
      expect(uids(result.upserts)).toEqual(['lunch', 'standup']);
      // One challenge for the whole sync: the nonce is kept for its later requests.
      expect(proxy.challenges - before).toBe(1);
    });

    it('a wrong password through Digest is "auth"', async () => {
      expect((await failure(connectCaldav(creds(proxy.url, 'nope'), policy))).code).toBe('auth');
    });
  });

  describe('servers that are not what they should be', () => {
    let hang: Loopback;
    let html: Loopback;
    let hostile: Loopback;
    beforeAll(async () => {
      hang = await httpServer(() => {});
      html = await httpServer((_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Welcome</p>'),
      );
      hostile = await httpServer((_req, res) =>
        res
          .writeHead(207, { 'content-type': 'application/xml', dav: '1, calendar-access' })
          .end(
            '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
              '<multistatus xmlns="DAV:"><response><href>/</href><propstat><prop>' +
              '<resourcetype><collection/><calendar xmlns="urn:ietf:params:xml:ns:caldav"/></resourcetype>' +
              '<displayname>&x;</displayname></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>',
          ),
      );
    });
    afterAll(async () => {
      await Promise.all([hang.close(), html.close(), hostile.close()]);
    });

    it('a server that hangs fails with "timeout" within the limit', async () => {
      const started = Date.now();
      const error = await failure(connectCaldav(creds(hang.url), { ...policy, timeoutMs: 600 }));
      expect(error.code).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2500);
    });

    it('an HTML site is "not-caldav"', async () => {
      expect((await failure(connectCaldav(creds(html.url), policy))).code).toBe('not-caldav');
    });

    it('a multistatus with an external entity does not read the file and fails cleanly', async () => {
      // The XML parser (sax, strict) reads no DTD: the undeclared-to-it entity fails the parse.
      const error = await failure(connectCaldav(creds(`${hostile.url}/cal/`), policy));
      expect(error.code).toBe('not-caldav');
      expect(`${error.message} ${error.stack}`).not.toMatch(/root:/);
    });

    it.skipIf(noOpenssl !== null)('a self-signed certificate is "tls"', async () => {
      const secure = await httpsServer((_req, res) => res.writeHead(200).end(), selfSignedCert());
      try {
        expect((await failure(connectCaldav(creds(secure.url), policy))).code).toBe('tls');
      } finally {
        await secure.close();
      }
    });

    it('a calendar that is gone is "not-found"', async () => {
      const error = await failure(
        syncCalendar(basic(radicale.origin), `${radicale.origin}/alice/nothing/`, null, policy),
      );
      expect(error.code).toBe('not-found');
    });
  });

  describe('sync', () => {
    it('reads every event first, then nothing while the ctag stays, then exactly what changed', async () => {
      const first = changes(await syncCalendar(basic(radicale.origin), work, null, policy));
      expect(first.full).toBe(true);
      expect(uids(first.upserts)).toEqual(['lunch', 'standup']);
      expect(Object.keys(first.state.etags).sort()).toEqual([`${work}lunch.ics`, `${work}standup.ics`]);

      expect(await syncCalendar(basic(radicale.origin), work, first.state, policy)).toEqual({ changed: false });

      await radicale.put('alice', `${work}new.ics`, event('new', '20261111T100000Z', '20261111T110000Z'));
      await radicale.put('alice', `${work}lunch.ics`, event('lunch', '20261110T123000Z', '20261110T133000Z'));
      await radicale.remove('alice', `${work}standup.ics`);

      // With a sync-token (sync-collection) and without one (ETags compared): the same answer.
      const withoutToken: SyncState = { ...first.state, syncToken: null };
      for (const previous of [first.state, withoutToken]) {
        const next = changes(await syncCalendar(basic(radicale.origin), work, previous, policy));
        expect(next.full).toBe(false);
        expect(uids(next.upserts)).toEqual(['lunch', 'new']);
        expect(next.upserts.find((o) => o.href.endsWith('lunch.ics'))!.data).toContain('DTSTART:20261110T123000Z');
        expect(next.deletions).toEqual([`${work}standup.ics`]);
        expect(Object.keys(next.state.etags).sort()).toEqual([`${work}lunch.ics`, `${work}new.ics`]);
        expect(await syncCalendar(basic(radicale.origin), work, next.state, policy)).toEqual({ changed: false });
      }
      await radicale.put(
        'alice',
        `${work}standup.ics`,
        event('standup', '20260302T090000Z', '20260302T093000Z', ['RRULE:FREQ=WEEKLY']),
      );
    });

    it('counts only objects that hold events', async () => {
      await radicale.put('alice', `${mixed}meeting.ics`, event('meeting', '20261112T100000Z', '20261112T110000Z'));
      await radicale.put('alice', `${mixed}chore.ics`, todo('chore'));
      const result = changes(await syncCalendar(basic(radicale.origin), mixed, null, policy));
      expect(uids(result.upserts)).toEqual(['meeting']);
      expect(Object.keys(result.state.etags)).toEqual([`${mixed}meeting.ics`]);
    });
  });

  describe('readRange (the live check)', () => {
    it('returns the objects touching the range, a recurring master that began months before included', async () => {
      const objects = await readRange(
        basic(radicale.origin),
        work,
        new Date('2026-11-10T00:00:00Z'),
        new Date('2026-11-11T00:00:00Z'),
        policy,
      );
      // lunch is on 10 November; standup (weekly since March, a Monday) is not on a Tuesday…
      expect(uids(objects)).toEqual(['lunch']);
      const monday = await readRange(
        basic(radicale.origin),
        work,
        new Date('2026-11-09T00:00:00Z'),
        new Date('2026-11-10T00:00:00Z'),
        policy,
      );
      // …but on Monday 9 November, and it comes whole (the master with its RRULE, not expanded).
      expect(uids(monday)).toEqual(['standup']);
      expect(monday[0]!.data).toContain('RRULE:FREQ=WEEKLY');
      expect(monday[0]!.data).toContain('DTSTART:20260302T090000Z');
    });
  });

  describe('writing bookings', () => {
    const uid = 'booking-1@kairos.example';

    it('creates with the UID, updates in place, survives a lost answer, deletes', async () => {
      const created = await putEvent(
        basic(radicale.origin),
        home,
        { uid, ics: event(uid, '20261201T100000Z', '20261201T103000Z') },
        policy,
      );
      expect(created.href.startsWith(home)).toBe(true);
      const stored = await radicale.get('alice', created.href);
      expect(stored?.body).toContain(`UID:${uid}`);
      expect(created.etag).toBe(stored?.etag);

      const moved = await putEvent(
        basic(radicale.origin),
        home,
        { uid, ics: event(uid, '20261202T100000Z', '20261202T103000Z'), href: created.href, etag: created.etag },
        policy,
      );
      expect(moved.href).toBe(created.href);
      expect(moved.etag).not.toBe(created.etag);
      expect((await radicale.get('alice', created.href))?.body).toContain('DTSTART:20261202T100000Z');

      // The process died after the server stored it: the retry creates again, and there is one.
      const retried = await putEvent(
        basic(radicale.origin),
        home,
        { uid, ics: event(uid, '20261202T100000Z', '20261202T103000Z') },
        policy,
      );
      expect(retried.href).toBe(created.href);
      expect(await radicale.list('alice', home)).toEqual([
        decodeURIComponent(new URL(created.href).pathname.split('/').pop()!),
      ]);

      // A stale ETag: read again and written once more.
      const stale = await putEvent(
        basic(radicale.origin),
        home,
        { uid, ics: event(uid, '20261203T100000Z', '20261203T103000Z'), href: created.href, etag: created.etag },
        policy,
      );
      expect((await radicale.get('alice', stale.href))?.body).toContain('DTSTART:20261203T100000Z');

      await deleteEvent(basic(radicale.origin), created.href, stale.etag, policy);
      expect(await radicale.get('alice', created.href)).toBeNull();
      // Already gone is deleted.
      await deleteEvent(basic(radicale.origin), created.href, stale.etag, policy);
    });

    it('an update of an event deleted in the calendar creates it again', async () => {
      const other = 'booking-2@kairos.example';
      const created = await putEvent(
        basic(radicale.origin),
        home,
        { uid: other, ics: event(other, '20261204T100000Z', '20261204T110000Z') },
        policy,
      );
      await radicale.remove('alice', created.href);
      const again = await putEvent(
        basic(radicale.origin),
        home,
        {
          uid: other,
          ics: event(other, '20261205T100000Z', '20261205T110000Z'),
          href: created.href,
          etag: created.etag,
        },
        policy,
      );
      expect((await radicale.get('alice', again.href))?.body).toContain('DTSTART:20261205T100000Z');
      await deleteEvent(basic(radicale.origin), again.href, again.etag, policy);
    });

    it('another user\'s calendar refuses the write with "auth"', async () => {
      const error = await failure(
        putEvent(
          basic(radicale.origin),
          `${radicale.origin}/bob/bobs/`,
          { uid: 'x', ics: event('x', '20261201T100000Z', '20261201T110000Z') },
          policy,
        ),
      );
      expect(error.code).toBe('auth');
    });
  });
});
