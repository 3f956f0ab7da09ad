import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

// Writes that were already past the sign-in check when the account was deleted reach the database
// after the user row is gone. They must answer as for a deleted account, never 500.

describe('writes racing the deletion of their account', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());

  /** `ip`: uploads are limited per client address, so each round comes from its own. */
  function avatar(user: TestUser, ip: string) {
    const { payload, headers } = multipartFile(png);
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...user.headers, ...headers },
      payload,
      remoteAddress: ip,
    });
  }

  const writes = (user: TestUser, i: number, ip: string) => [
    avatar(user, ip),
    t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: user.headers,
      payload: {
        theme: 'dark',
        booking_page_theme: 'light',
        brand_color_light: '#112233',
        brand_color_dark: '#445566',
      },
    }),
    t.app.inject({
      method: 'POST',
      url: '/api/event-types',
      headers: user.headers,
      payload: { name: 'Race', slug: `race-${i}`, duration: 30 },
    }),
    t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: user.headers,
      payload: { first_name: 'Ra', last_name: 'Ce', username: null, about: '' },
    }),
  ];

  it('answers 401 (or success, when the write won) and logs no server error, over many rounds', async () => {
    const seen = new Map<number, number>();
    for (let round = 0; round < 8; round++) {
      const user = await createUser(t);
      const results = await Promise.all([
        ...writes(user, 0, `192.0.2.${round}`),
        ...writes(user, 1, `192.0.2.${round}`),
        t.app.inject({ method: 'DELETE', url: '/api/profile', headers: user.headers }),
        ...writes(user, 2, `192.0.2.${round}`),
      ]);
      for (const res of results) {
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        expect([200, 201, 204, 401], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
      }
      expect(await t.db.user.count({ where: { id: user.id } })).toBe(0);
      // Nothing the late writes made outlives the account.
      for (const table of [t.db.avatar, t.db.preferences, t.db.eventType] as const) {
        expect(await (table as typeof t.db.avatar).count({ where: { userId: user.id } })).toBe(0);
      }
    }
    expect(seen.get(401), JSON.stringify([...seen])).toBeGreaterThan(0);
    const errors = t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  }, 60_000);
});
