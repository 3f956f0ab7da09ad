import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, profileMessages } from '#shared/schemas/profile.ts';
import { usernameMessages } from '#shared/username.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

const solid = (format: 'png' | 'jpeg' | 'webp', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

describe('the profile API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const put = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: user.headers,
      payload: { first_name: 'Ada', last_name: 'Lovelace', username: user.username, about: '', ...body },
    });
  const upload = (user: TestUser, file: Buffer, filename: string, contentType: string) => {
    const { payload, headers } = multipartFile(file, filename, contentType);
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...user.headers, ...headers },
      payload,
    });
  };

  it('refuses every profile call without a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile'],
      ['DELETE', '/api/profile'],
      ['POST', '/api/profile/avatar'],
      ['DELETE', '/api/profile/avatar'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("returns the caller's own profile", async () => {
    const user = await createUser(t, { firstName: 'Grace', lastName: 'Hopper', username: 'grace' });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: user.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      username: 'grace',
      about: '',
      avatar_url: null,
      allow_dynamic_booking: false,
      locale: 'en',
    });
  });

  it('updates names, username and about, and keeps them', async () => {
    const user = await createUser(t);
    const res = await put(user, { first_name: ' Ada ', last_name: 'King', username: 'ada-king', about: 'Analyst.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Ada', last_name: 'King', username: 'ada-king', about: 'Analyst.' });
    const again = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
    expect(again.json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'King',
      username: 'ada-king',
      about: 'Analyst.',
    });
  });

  it('stores usernames in lowercase, so "Ada-2" becomes "ada-2"', async () => {
    const user = await createUser(t);
    const res = await put(user, { username: '  Ada-2 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('ada-2');
  });

  it('refuses usernames the app uses as routes, whatever their case', async () => {
    const user = await createUser(t);
    for (const username of ['settings', 'admin', 'Login', 'api', 'download', 'register']) {
      const res = await put(user, { username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json()).toEqual({ error: usernameMessages.reserved });
    }
  });

  it('refuses usernames that break the character and length rules', async () => {
    const user = await createUser(t);
    const cases: Array<[string, string]> = [
      ['ab', usernameMessages.tooShort],
      ['a'.repeat(41), usernameMessages.tooLong],
      ['ada_lovelace', usernameMessages.format],
      ['ada lovelace', usernameMessages.format],
      ['ada+grace', usernameMessages.format],
      ['adé', usernameMessages.format],
      ['-ada', usernameMessages.edges],
      ['ada-', usernameMessages.edges],
    ];
    for (const [username, message] of cases) {
      const res = await put(user, { username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json(), username).toEqual({ error: message });
    }
    expect((await put(user, { username: 'a'.repeat(40) })).statusCode).toBe(200);
  });

  it('answers 409 with a clear error when someone else has the username, in any case', async () => {
    await createUser(t, { username: 'taken-name' });
    const user = await createUser(t);
    for (const username of ['taken-name', 'Taken-Name']) {
      const res = await put(user, { username });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: usernameMessages.taken });
    }
  });

  it('lets people save their profile again with their own username', async () => {
    const user = await createUser(t, { username: 'keeps-mine' });
    const res = await put(user, { username: 'keeps-mine', about: 'Hello' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'keeps-mine', about: 'Hello' });
  });

  it('removes the username when it is sent empty', async () => {
    const user = await createUser(t, { username: 'going-away' });
    const res = await put(user, { username: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBeNull();
  });

  it('accepts an about of 1,000 characters and refuses 1,001', async () => {
    const user = await createUser(t);
    expect((await put(user, { about: 'x'.repeat(1000) })).statusCode).toBe(200);
    const res = await put(user, { about: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: profileMessages.aboutTooLong });
  });

  it('requires a first and last name', async () => {
    const user = await createUser(t);
    const res = await put(user, { first_name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: profileMessages.firstNameRequired });
  });

  describe('profile pictures', () => {
    it('accepts a PNG, stores it as a 256 px WebP and serves it publicly with a long cache', async () => {
      const user = await createUser(t);
      const res = await upload(user, await solid('png'), 'me.png', 'image/png');
      expect(res.statusCode).toBe(200);
      const url = res.json().avatar_url as string;
      expect(url).toMatch(/^\/api\/public\/avatars\/[a-f0-9]{32}$/);

      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
      expect(profile.json().avatar_url).toBe(url);

      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    });

    it('accepts JPEG and WebP pictures too', async () => {
      const user = await createUser(t);
      expect((await upload(user, await solid('jpeg'), 'me.jpg', 'image/jpeg')).statusCode).toBe(200);
      expect((await upload(user, await solid('webp'), 'me.webp', 'image/webp')).statusCode).toBe(200);
    });

    it('judges the type by content: a PNG sent under a .txt name is accepted', async () => {
      const user = await createUser(t);
      const res = await upload(user, await solid('png'), 'notes.txt', 'text/plain');
      expect(res.statusCode).toBe(200);
    });

    it('refuses a text file named .png and keeps the old picture', async () => {
      const user = await createUser(t);
      const first = await upload(user, await solid('png'), 'me.png', 'image/png');
      const res = await upload(user, Buffer.from('just some text, not a picture\n'), 'me.png', 'image/png');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: profileMessages.avatarWrongType });
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
      expect(profile.json().avatar_url).toBe(first.json().avatar_url);
    });

    it('answers a multipart body it cannot parse with 400, not a server error', async () => {
      const user = await createUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...user.headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: 'garbage',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: profileMessages.avatarUnreadable });
    });

    it('refuses other image formats and truncated images', async () => {
      const user = await createUser(t);
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      expect((await upload(user, gif, 'a.gif', 'image/gif')).statusCode).toBe(415);
      const png = await solid('png');
      expect((await upload(user, png.subarray(0, 40), 'cut.png', 'image/png')).statusCode).toBe(415);
    });

    it('refuses a picture over 2 MB with 413', async () => {
      const user = await createUser(t);
      const big = Buffer.alloc(AVATAR_MAX_BYTES + 1, 1);
      (await solid('png')).copy(big);
      const res = await upload(user, big, 'big.png', 'image/png');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: profileMessages.avatarTooLarge });
    });

    it('refuses a request without a file', async () => {
      const user = await createUser(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: user.headers });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: profileMessages.avatarMissing });
    });

    it('drops metadata such as the camera and location from the stored picture', async () => {
      const user = await createUser(t);
      const withExif = await sharp(await solid('jpeg'))
        .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'Home address' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const res = await upload(user, withExif, 'me.jpg', 'image/jpeg');
      const image = await t.app.inject({ method: 'GET', url: res.json().avatar_url });
      expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from('Secret Person'))).toBe(false);
    });

    it('gives a new picture a new URL and retires the old one', async () => {
      const user = await createUser(t);
      const first = (await upload(user, await solid('png'), 'a.png', 'image/png')).json().avatar_url;
      const other = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00ff00' } })
        .png()
        .toBuffer();
      const second = (await upload(user, other, 'b.png', 'image/png')).json().avatar_url;
      expect(second).not.toBe(first);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    });

    it('gives two people who upload the same file their own pictures', async () => {
      const [a, b] = [await createUser(t), await createUser(t)];
      const png = await solid('png');
      const urlA = (await upload(a, png, 'a.png', 'image/png')).json().avatar_url;
      const resB = await upload(b, png, 'a.png', 'image/png');
      expect(resB.statusCode).toBe(200);
      expect(resB.json().avatar_url).not.toBe(urlA);
    });

    it('removes the picture', async () => {
      const user = await createUser(t);
      const url = (await upload(user, await solid('png'), 'a.png', 'image/png')).json().avatar_url;
      const res = await t.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ avatar_url: null });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
      expect(profile.json().avatar_url).toBeNull();
    });
  });

  describe('deleting the account', () => {
    it('deletes the account and everything it owns, and ends its sessions', async () => {
      const user = await createUser(t, { username: 'leaving' });
      const bystander = await createUser(t);
      const soon = new Date(Date.now() + 3_600_000);
      for (const owner of [user, bystander]) {
        await t.db.eventType.create({ data: { userId: owner.id, name: 'Chat', slug: 'chat', duration: 30 } });
        await t.db.refreshToken.create({
          data: { userId: owner.id, familyId: `f-${owner.id}`, tokenHash: `h-${owner.id}`, expiresAt: soon },
        });
        await t.db.emailToken.create({
          data: { userId: owner.id, kind: 'verify_email', tokenHash: `e-${owner.id}`, expiresAt: soon },
        });
        await t.db.preferences.create({ data: { userId: owner.id, theme: 'dark' } });
      }
      const avatarUrl = (await upload(user, await solid('png'), 'a.png', 'image/png')).json().avatar_url;

      const bystanderSessions = await t.db.refreshToken.count({ where: { userId: bystander.id } });
      const res = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: user.headers });
      expect(res.statusCode).toBe(204);

      const where = { userId: user.id };
      expect(await t.db.user.count({ where: { id: user.id } })).toBe(0);
      expect(await t.db.eventType.count({ where })).toBe(0);
      expect(await t.db.refreshToken.count({ where })).toBe(0);
      expect(await t.db.emailToken.count({ where })).toBe(0);
      expect(await t.db.preferences.count({ where })).toBe(0);
      expect(await t.db.avatar.count({ where })).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/public/leaving' })).statusCode).toBe(404);

      // The still-unexpired access token no longer works.
      const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
      expect(after.statusCode).toBe(401);

      // Someone else's data is untouched, and the username is free again.
      const other = { userId: bystander.id };
      expect(await t.db.eventType.count({ where: other })).toBe(1);
      expect(await t.db.refreshToken.count({ where: other })).toBe(bystanderSessions);
      expect(await t.db.preferences.count({ where: other })).toBe(1);
      expect((await put(bystander, { username: 'leaving' })).statusCode).toBe(200);
    });
  });
});
