import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_COLOR } from '#shared/constants.ts';
import { preferencesMessages } from '#shared/schemas/preferences.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/** The test app's BOOKING_RATE_LIMIT_PER_HOST (tests/helpers/test-app.ts): the figure a host has until they set one. */
const SERVER_TIMES_PER_HOUR = 100_000;

describe('the preferences API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const valid = {
    theme: 'dark',
    booking_page_theme: 'light',
    brand_color_light: '#112233',
    brand_color_dark: '#aabbcc',
    week_start: 0,
  };
  const get = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/preferences', headers: user.headers });
  const put = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/preferences', headers: user.headers, payload: body });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/preferences' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/preferences', payload: valid })).statusCode).toBe(401);
  });

  it('answers the defaults before anything is saved, without storing a row', async () => {
    const user = await createUser(t);
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      theme: 'system',
      booking_page_theme: 'system',
      brand_color_light: DEFAULT_BRAND_COLOR,
      brand_color_dark: DEFAULT_BRAND_COLOR,
      week_start: 1,
      time_format: null,
      time_zone: 'UTC',
      booking_times_per_hour: SERVER_TIMES_PER_HOUR,
    });
    expect(await t.db.preferences.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers the host’s zone (their default schedule’s) and keeps the chosen clock; a PUT cannot set the zone', async () => {
    const user = await createUser(t);
    await t.db.schedule.create({ data: { userId: user.id, timeZone: 'Europe/Berlin', isDefault: true } });
    expect((await get(user)).json()).toMatchObject({ time_zone: 'Europe/Berlin', time_format: null });
    const saved = await put(user, { ...valid, time_format: '24h', time_zone: 'Asia/Tokyo' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ time_zone: 'Europe/Berlin', time_format: '24h' });
    // A client that does not know the time format keeps the stored one; null goes back to the language's.
    expect((await put(user, valid)).json().time_format).toBe('24h');
    expect((await put(user, { ...valid, time_format: null })).json().time_format).toBeNull();
    expect((await put(user, { ...valid, time_format: '25h' })).statusCode).toBe(400);
  });

  it('saves every field and answers them back', async () => {
    const user = await createUser(t);
    const res = await put(user, valid);
    expect(res.statusCode).toBe(200);
    // The booking times an hour, not sent, are the server's.
    const answered = { ...valid, time_format: null, time_zone: 'UTC', booking_times_per_hour: SERVER_TIMES_PER_HOUR };
    expect(res.json()).toEqual(answered);
    expect((await get(user)).json()).toEqual(answered);
    expect((await put(user, { ...valid, theme: 'light' })).json().theme).toBe('light');
    // A client that does not know the week start keeps the stored one.
    const { week_start: _omitted, ...older } = valid;
    expect((await put(user, older)).json().week_start).toBe(0);
    expect((await put(user, { ...valid, week_start: 7 })).statusCode).toBe(400);
  });

  it('stores brand colours in lowercase', async () => {
    const user = await createUser(t);
    const res = await put(user, { ...valid, brand_color_light: '#ABCDEF', brand_color_dark: ' #00FF7F ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ brand_color_light: '#abcdef', brand_color_dark: '#00ff7f' });
  });

  it('refuses colours that are not #rrggbb', async () => {
    const user = await createUser(t);
    for (const colour of ['#12345', '#1234567', 'red', '007bff', '#gggggg', 'rgb(0,0,0)', '']) {
      const res = await put(user, { ...valid, brand_color_dark: colour });
      expect(res.statusCode, colour).toBe(400);
      expect(res.json()).toEqual({ error: preferencesMessages.brandColorFormat });
    }
  });

  it('refuses unknown themes and missing fields', async () => {
    const user = await createUser(t);
    expect((await put(user, { ...valid, theme: 'purple' })).statusCode).toBe(400);
    expect((await put(user, { ...valid, booking_page_theme: undefined })).statusCode).toBe(400);
  });

  it("keeps each person's preferences apart", async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    await put(a, valid);
    expect((await get(b)).json().theme).toBe('system');
  });
});
