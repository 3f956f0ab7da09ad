import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/schemas/availability.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import { type EventType, type EventTypeList, eventTypeLimitMessages } from '#shared/schemas/event-types.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function create(user: TestUser, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/event-types', headers: user.headers, payload: body });
}
async function createOk(user: TestUser, body: Partial<EventType> & { name: string; slug: string }): Promise<EventType> {
  const res = await create(user, body);
  expect(res.statusCode).toBe(201);
  return res.json<EventType>();
}
async function list(user: TestUser, query = ''): Promise<EventTypeList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/event-types${query}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json<EventTypeList>();
}
/** Follows nextCursor to the end, optionally doing something between pages. */
async function listAll(user: TestUser, limit: number, between?: (page: number) => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let page = 0;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const body = await list(user, query);
    expect(body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...body.items.map((i) => i.slug));
    cursor = body.nextCursor;
    await between?.(page++);
  } while (cursor);
  return seen;
}

describe('creating an event type', () => {
  it('stores it with the product defaults and answers with the event type', async () => {
    const user = await createUser(t);
    const res = await create(user, { name: '  Intro call ', slug: 'intro-call' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Intro call',
      slug: 'intro-call',
      description: '',
      duration: 30,
      isVisible: true,
      createdAt: expect.any(String),
      bookingSettings: DEFAULT_BOOKING_SETTINGS,
      // No locations, and the default questions, until the host sets them.
      locations: [],
      bookingFields: DEFAULT_BOOKING_FIELDS,
      // One time per booking until the host makes it repeat.
      recurrence: null,
    });
  });

  it.each([
    [{ name: '', slug: 'a', duration: 30 }, messages.nameRequired],
    [{ name: '   ', slug: 'a', duration: 30 }, messages.nameRequired],
    [{ name: 'A', slug: '', duration: 30 }, messages.slugRequired],
    [{ name: 'A', slug: 'Has Spaces', duration: 30 }, messages.slugFormat],
    [{ name: 'A', slug: 'UPPER', duration: 30 }, messages.slugFormat],
    [{ name: 'A', slug: 'under_score', duration: 30 }, messages.slugFormat],
    [{ name: 'A', slug: 'a', duration: 0 }, messages.durationMin],
    [{ name: 'A', slug: 'a', duration: -5 }, messages.durationMin],
    [{ name: 'A', slug: 'a', duration: 1.5 }, eventTypeLimitMessages.durationWhole],
    [{ name: 'A', slug: 'a', duration: 1441 }, eventTypeLimitMessages.durationTooLong],
    [{ name: 'x'.repeat(101), slug: 'a', duration: 30 }, eventTypeLimitMessages.nameTooLong],
    [{ name: 'A', slug: 'a'.repeat(101), duration: 30 }, eventTypeLimitMessages.slugTooLong],
    [{ name: 'A', slug: 'a', description: 'd'.repeat(1001), duration: 30 }, eventTypeLimitMessages.descriptionTooLong],
  ])('rejects %o with the message %s', async (body, message) => {
    const user = await createUser(t);
    const res = await create(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await list(user)).items).toEqual([]);
  });

  it('accepts the extremes of the duration range', async () => {
    const user = await createUser(t);
    expect((await createOk(user, { name: 'Quick', slug: 'quick', duration: 1 })).duration).toBe(1);
    expect((await createOk(user, { name: 'Day', slug: 'day', duration: 1440 })).duration).toBe(1440);
  });

  it('refuses a slug the same user already has with 409, but lets another user use it', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await createOk(owner, { name: 'Chat', slug: 'chat' });
    const again = await create(owner, { name: 'Another chat', slug: 'chat' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: eventTypeLimitMessages.slugTaken });
    expect((await list(owner)).items).toHaveLength(1);
    await createOk(other, { name: 'Chat', slug: 'chat' });
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/event-types', payload: { name: 'A', slug: 'a' } });
    expect(res.statusCode).toBe(401);
    const listRes = await t.app.inject({ method: 'GET', url: '/api/event-types' });
    expect(listRes.statusCode).toBe(401);
  });
});

describe('listing event types', () => {
  it('shows only the caller’s own event types, newest first', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await createOk(user, { name: 'First', slug: 'first' });
    await createOk(user, { name: 'Second', slug: 'second' });
    await createOk(other, { name: 'Not mine', slug: 'not-mine' });
    const body = await list(user);
    expect(body.items.map((i) => i.slug)).toEqual(['second', 'first']);
    expect(body.nextCursor).toBeNull();
  });

  it('pages through every item exactly once, 20 per page by default', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 45; i++) await createOk(user, { name: `Event ${i}`, slug: `event-${i}` });
    const first = await list(user);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const seen = await listAll(user, 7);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `event-${44 - i}`));
  });

  it('neither repeats nor skips an item while new ones are added between pages', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 12; i++) await createOk(user, { name: `Old ${i}`, slug: `old-${i}` });
    const seen = await listAll(user, 5, async (page) => {
      await createOk(user, { name: `New ${page}`, slug: `new-${page}` });
    });
    const old = seen.filter((s) => s.startsWith('old-'));
    expect(old).toEqual(Array.from({ length: 12 }, (_, i) => `old-${11 - i}`));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('orders items created in the same millisecond consistently across pages', async () => {
    const user = await createUser(t);
    const createdAt = new Date('2026-01-01T00:00:00.000Z');
    await t.db.eventType.createMany({
      data: Array.from({ length: 9 }, (_, i) => ({
        userId: user.id,
        name: `Same ${i}`,
        slug: `same-${i}`,
        duration: 30,
        createdAt,
      })),
    });
    const seen = await listAll(user, 2);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it('searches name and description case-insensitively, and pages the matches', async () => {
    const user = await createUser(t);
    await createOk(user, { name: 'Quick Sync', slug: 'quick-sync' });
    await createOk(user, { name: 'Interview', slug: 'interview', description: 'A long SYNC with candidates' });
    await createOk(user, { name: 'Coffee', slug: 'coffee', description: 'Informal' });
    const other = await createUser(t);
    await createOk(other, { name: 'Sync elsewhere', slug: 'sync' });

    expect((await list(user, '?q=sync')).items.map((i) => i.slug)).toEqual(['interview', 'quick-sync']);
    expect((await list(user, '?q=QUICK')).items.map((i) => i.slug)).toEqual(['quick-sync']);
    expect((await list(user, '?q=nothing-like-this')).items).toEqual([]);

    const firstPage = await list(user, '?q=sync&limit=1');
    expect(firstPage.items.map((i) => i.slug)).toEqual(['interview']);
    const secondPage = await list(user, `?q=sync&limit=1&cursor=${encodeURIComponent(firstPage.nextCursor!)}`);
    expect(secondPage.items.map((i) => i.slug)).toEqual(['quick-sync']);
    expect(secondPage.nextCursor).toBeNull();
  });

  it('treats % and _ in a search as ordinary characters', async () => {
    const user = await createUser(t);
    await createOk(user, { name: '100% focus', slug: 'focus' });
    await createOk(user, { name: 'Plain', slug: 'plain' });
    expect((await list(user, `?q=${encodeURIComponent('%')}`)).items.map((i) => i.slug)).toEqual(['focus']);
    expect((await list(user, '?q=_')).items).toEqual([]);
  });

  it('treats a backslash in a search as an ordinary character', async () => {
    const user = await createUser(t);
    await createOk(user, { name: 'Path', slug: 'path', description: 'C:\\calls\\weekly' });
    await createOk(user, { name: 'Percent', slug: 'percent', description: '50% off' });
    expect((await list(user, `?q=${encodeURIComponent('\\')}`)).items.map((i) => i.slug)).toEqual(['path']);
    expect((await list(user, `?q=${encodeURIComponent('\\calls')}`)).items.map((i) => i.slug)).toEqual(['path']);
    expect((await list(user, `?q=${encodeURIComponent('\\%')}`)).items).toEqual([]);
  });

  it('pages a search containing a wildcard character without losing matches', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      await createOk(user, { name: `${i}% off`, slug: `off-${i}` });
      await createOk(user, { name: `Filler ${i}`, slug: `filler-${i}` });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?q=${encodeURIComponent('% off')}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const body = await list(user, query);
      seen.push(...body.items.map((i) => i.slug));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['off-4', 'off-3', 'off-2', 'off-1', 'off-0']);
  });

  it.each(['0', '101', 'abc', '2.5'])('rejects limit=%s', async (limit) => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/event-types?limit=${limit}`, headers: user.headers });
    expect(res.statusCode).toBe(400);
  });

  it('accepts limits of 1 and 100', async () => {
    const user = await createUser(t);
    await createOk(user, { name: 'A', slug: 'a' });
    await createOk(user, { name: 'B', slug: 'b' });
    expect((await list(user, '?limit=1')).items).toHaveLength(1);
    expect((await list(user, '?limit=100')).items).toHaveLength(2);
  });

  it('refuses forged cursors whose values no row can have, on either database', async () => {
    const user = await createUser(t);
    await createOk(user, { name: 'A', slug: 'a' });
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      // Valid JavaScript dates that PostgreSQL cannot hold (it answered 500 "timestamp out of range").
      ['-271821-04-20T00:00:00.000Z', 'x'],
      ['+275760-09-13T00:00:00.000Z', 'x'],
      ['0000-01-01T00:00:00.000Z', 'x'],
      ['1969-12-31T23:59:59.999Z', 'x'],
      ['2026-01-01T00:00:00.000Z', 'x\u0000y'],
      ['2026-01-01T00:00:00.000Z', 'a'.repeat(65)],
      ['2026-01-01T00:00:00.000Z', 7],
      ['2026-01-01T00:00:00.000Z', 'x', 'extra'],
      { createdAt: '2026-01-01T00:00:00.000Z', id: 'x' },
    ];
    for (const value of forged) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/event-types?cursor=${forge(value)}`,
        headers: user.headers,
      });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toEqual({ error: eventTypeLimitMessages.invalidCursor });
    }
    // Well-formed cursors it did not issue still just read from there (the bench starts "from the top").
    for (const id of ['zzz', '']) {
      const fine = await t.app.inject({
        method: 'GET',
        url: `/api/event-types?cursor=${forge(['9999-12-31T23:59:59.999Z', id])}`,
        headers: user.headers,
      });
      expect(fine.statusCode).toBe(200);
      expect(fine.json().items).toHaveLength(1);
    }
  });

  it('rejects a cursor it did not issue', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/event-types?cursor=garbage', headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: eventTypeLimitMessages.invalidCursor });
  });
});

describe('changing an event type', () => {
  it('hides and shows it with the toggle', async () => {
    const user = await createUser(t);
    const et = await createOk(user, { name: 'Demo', slug: 'demo' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/event-types/${et.id}/toggle`,
      headers: user.headers,
      payload: { isVisible: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: et.id, isVisible: false });
    expect((await list(user)).items[0]!.isVisible).toBe(false);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/event-types/${et.id}/toggle`,
      headers: user.headers,
      payload: { isVisible: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('edits it with the same rules as creating', async () => {
    const user = await createUser(t);
    const et = await createOk(user, { name: 'Demo', slug: 'demo' });
    await createOk(user, { name: 'Taken', slug: 'taken' });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/event-types/${et.id}`, headers: user.headers, payload });

    const ok = await put({ name: 'Product demo', slug: 'product-demo', description: 'Show it', duration: 45 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: et.id,
      name: 'Product demo',
      slug: 'product-demo',
      description: 'Show it',
      duration: 45,
    });

    const invalid = await put({ name: 'X', slug: 'Bad Slug', duration: 30 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: messages.slugFormat });

    const clash = await put({ name: 'X', slug: 'taken', duration: 30 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: eventTypeLimitMessages.slugTaken });

    const keepsOwnSlug = await put({ name: 'Renamed', slug: 'product-demo', duration: 30 });
    expect(keepsOwnSlug.statusCode).toBe(200);
  });

  it('duplicates it under slug-copy, slug-copy-2, …', async () => {
    const user = await createUser(t);
    const et = await createOk(user, { name: 'Demo', slug: 'demo', description: 'About', duration: 15 });
    const dup = () =>
      t.app.inject({ method: 'POST', url: `/api/event-types/${et.id}/duplicate`, headers: user.headers });
    const first = await dup();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Demo (copy)', slug: 'demo-copy', description: 'About', duration: 15 });
    expect((await dup()).json<EventType>().slug).toBe('demo-copy-2');
    expect((await dup()).json<EventType>().slug).toBe('demo-copy-3');
    expect((await list(user)).items).toHaveLength(4);
  });

  it('keeps a duplicate of a slug at the length limit within the limit', async () => {
    const user = await createUser(t);
    const et = await createOk(user, { name: 'Long', slug: 'a'.repeat(100) });
    const dup = () =>
      t.app.inject({ method: 'POST', url: `/api/event-types/${et.id}/duplicate`, headers: user.headers });
    const one = (await dup()).json<EventType>().slug;
    const two = (await dup()).json<EventType>().slug;
    expect(one).toBe(`${'a'.repeat(95)}-copy`);
    expect(two).toBe(`${'a'.repeat(93)}-copy-2`);
  });

  it('deletes it', async () => {
    const user = await createUser(t);
    const et = await createOk(user, { name: 'Demo', slug: 'demo' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/event-types/${et.id}`, headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect((await list(user)).items).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/event-types/${et.id}`, headers: user.headers });
    expect(again.statusCode).toBe(404);
  });
});

describe('another user’s event type', () => {
  let owner: TestUser;
  let intruder: TestUser;
  let target: EventType;
  beforeAll(async () => {
    owner = await createUser(t);
    intruder = await createUser(t);
    await createOk(owner, { name: 'Private', slug: 'private', description: 'Secret' });
    // As the list shows it (the list carries no locations or questions).
    target = (await list(owner)).items[0]!;
  });

  const routes = [
    { method: 'GET', path: (id: string) => `/api/event-types/${id}`, payload: undefined },
    {
      method: 'PUT',
      path: (id: string) => `/api/event-types/${id}`,
      payload: { name: 'Hijack', slug: 'hijack', duration: 30 },
    },
    { method: 'PATCH', path: (id: string) => `/api/event-types/${id}/toggle`, payload: { isVisible: false } },
    { method: 'POST', path: (id: string) => `/api/event-types/${id}/duplicate`, payload: undefined },
    { method: 'DELETE', path: (id: string) => `/api/event-types/${id}`, payload: undefined },
  ] as const;

  it.each(routes)('answers $method exactly as for a missing one (404) and changes nothing', async (route) => {
    const theirs = await t.app.inject({
      method: route.method,
      url: route.path(target.id),
      headers: intruder.headers,
      ...(route.payload ? { payload: route.payload } : {}),
    });
    const missing = await t.app.inject({
      method: route.method,
      url: route.path('does-not-exist'),
      headers: intruder.headers,
      ...(route.payload ? { payload: route.payload } : {}),
    });
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await list(owner)).items).toEqual([target]);
    expect((await list(intruder)).items).toEqual([]);
  });

  it('never appears in their list or search', async () => {
    expect((await list(intruder, '?q=private')).items).toEqual([]);
    expect((await list(intruder, '?q=secret')).items).toEqual([]);
  });
});

describe('the first page, kept between requests', () => {
  const slugs = async (user: TestUser, query = '') => (await list(user, query)).items.map((i) => i.slug);
  const version = async (user: TestUser) =>
    (await t.db.user.findUniqueOrThrow({ where: { id: user.id }, select: { eventTypesVersion: true } }))
      .eventTypesVersion;

  it('shows at once a change made outside this API process (another process, a script)', async () => {
    const user = await createUser(t);
    const first = await createOk(user, { name: 'First', slug: 'first' });
    expect(await slugs(user)).toEqual(['first']);
    expect(await slugs(user)).toEqual(['first']);

    // Written straight to the database, as another API process or a script would.
    const added = await t.db.eventType.create({
      data: { userId: user.id, name: 'Added elsewhere', slug: 'elsewhere', duration: 30 },
    });
    expect(await slugs(user)).toEqual(['elsewhere', 'first']);

    await t.db.eventType.update({ where: { id: first.id }, data: { isVisible: false, name: 'Renamed' } });
    const [, renamed] = (await list(user)).items;
    expect(renamed).toMatchObject({ slug: 'first', name: 'Renamed', isVisible: false });

    await t.db.eventType.delete({ where: { id: added.id } });
    expect(await slugs(user)).toEqual(['first']);
  });

  it('keeps each page size apart and never serves a search or a later page from it', async () => {
    const user = await createUser(t);
    await createOk(user, { name: 'One', slug: 'one' });
    await createOk(user, { name: 'Two', slug: 'two' });
    expect(await slugs(user, '?limit=1')).toEqual(['two']);
    expect(await slugs(user)).toEqual(['two', 'one']);
    expect(await slugs(user, '?limit=1')).toEqual(['two']);
    expect(await slugs(user, '?q=one')).toEqual(['one']);
    const page = await list(user, '?limit=1');
    expect(await slugs(user, `?limit=1&cursor=${encodeURIComponent(page.nextCursor!)}`)).toEqual(['one']);
  });

  it('is told apart by a version that every write to the owner’s event types moves on, and only theirs', async () => {
    const user = await createUser(t);
    const bystander = await createUser(t);
    const before = await version(bystander);
    let last = await version(user);
    const movedOn = async () => {
      const now = await version(user);
      expect(now).toBeGreaterThan(last);
      last = now;
    };
    const et = await createOk(user, { name: 'Versioned', slug: 'versioned' });
    await movedOn();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/event-types/${et.id}/toggle`,
      headers: user.headers,
      payload: { isVisible: false },
    });
    await movedOn();
    await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${et.id}`,
      headers: user.headers,
      payload: { name: 'V2', slug: 'v2', duration: 30 },
    });
    await movedOn();
    await t.app.inject({ method: 'POST', url: `/api/event-types/${et.id}/duplicate`, headers: user.headers });
    await movedOn();
    await t.app.inject({ method: 'DELETE', url: `/api/event-types/${et.id}`, headers: user.headers });
    await movedOn();
    expect(await version(bystander)).toBe(before);
  });
});
