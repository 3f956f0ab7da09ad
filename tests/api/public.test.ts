import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_COLOR } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';

describe('the public page API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 404 for a username nobody has', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/nobody-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('error');
  });

  it('shows name, about, look and only the visible event types, without signing in', async () => {
    const user = await createUser(t, { username: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
    await t.db.user.update({ where: { id: user.id }, data: { about: 'First programmer.' } });
    await t.db.eventType.create({
      data: { userId: user.id, name: 'Intro call', slug: 'intro', description: 'Say hello', duration: 15 },
    });
    await t.db.eventType.create({
      data: {
        userId: user.id,
        name: 'Secret plan',
        slug: 'secret-plan',
        description: 'Private',
        duration: 60,
        isVisible: false,
      },
    });
    await t.db.eventType.create({ data: { userId: user.id, name: 'Deep dive', slug: 'deep-dive', duration: 90 } });

    const res = await t.app.inject({ method: 'GET', url: '/api/public/ada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      username: 'ada',
      first_name: 'Ada',
      last_name: 'Lovelace',
      about: 'First programmer.',
      avatar_url: null,
      booking_page_theme: 'system',
      brand_color_light: DEFAULT_BRAND_COLOR,
      brand_color_dark: DEFAULT_BRAND_COLOR,
      event_types: [
        { name: 'Intro call', slug: 'intro', description: 'Say hello', duration: 15 },
        { name: 'Deep dive', slug: 'deep-dive', description: '', duration: 90 },
      ],
    });
  });

  it('leaks nothing private: no email, no ids, nothing hidden', async () => {
    const user = await createUser(t, { username: 'private-person', email: 'private.person@example.test' });
    const hidden = await t.db.eventType.create({
      data: { userId: user.id, name: 'Hidden thing', slug: 'hidden-thing', duration: 30, isVisible: false },
    });
    const shown = await t.db.eventType.create({
      data: { userId: user.id, name: 'Shown', slug: 'shown', duration: 30 },
    });
    const body = (await t.app.inject({ method: 'GET', url: '/api/public/private-person' })).body;
    for (const secret of [
      user.email,
      user.id,
      hidden.id,
      shown.id,
      'Hidden thing',
      'hidden-thing',
      'isVisible',
      'password',
    ]) {
      expect(body, secret).not.toContain(secret);
    }
  });

  it('finds the page whatever the case of the username in the address', async () => {
    await createUser(t, { username: 'grace' });
    const res = await t.app.inject({ method: 'GET', url: '/api/public/Grace' });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('grace');
  });

  it('carries the booking page theme, brand colours and a public picture URL', async () => {
    const user = await createUser(t, { username: 'styled' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: user.headers,
      payload: {
        theme: 'light',
        booking_page_theme: 'dark',
        brand_color_light: '#ff0000',
        brand_color_dark: '#00ff00',
      },
    });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const boundary = 'b0undary';
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });

    const page = (await t.app.inject({ method: 'GET', url: '/api/public/styled' })).json();
    expect(page).toMatchObject({
      booking_page_theme: 'dark',
      brand_color_light: '#ff0000',
      brand_color_dark: '#00ff00',
    });
    expect(page.avatar_url).toMatch(/^\/api\/public\/avatars\//);
    const image = await t.app.inject({ method: 'GET', url: page.avatar_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for a picture that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/avatars/0123456789abcdef0123456789abcdef' });
    expect(res.statusCode).toBe(404);
  });
});
