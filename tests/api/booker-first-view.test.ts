import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthSpan } from '#shared/availability/month-span.ts';
import { type BookerFirstAnswer, FIRST_ANSWER_ID } from '#shared/booker-first-view.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import { calendarMarkup } from '../../api/lib/booker-first-view-parts.ts';
import { FIRST_VIEW_SCRIPT_SOURCE } from '../../api/lib/booker-first-view-script.ts';
import { FIRST_VIEWS_PER_MINUTE } from '../../api/plugins/static-web.ts';
// The app.openTimes decorator's type.
import type {} from '../../api/modules/bookings/plugin.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';

// A booker page (/{username}/{slug}) carries the booker's first answer and a view of its first open
// times, so a phone on a slow link can pick a time before the app's JavaScript arrives (ADR 020).

const INDEX =
  '<!doctype html><html lang="en"><head><title>Kairos</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'app/data-layout.tsx': { file: 'assets/data-layout-1.js', imports: ['index.html', '_query-2.js'] },
  '_query-2.js': { file: 'assets/query-2.js' },
  'features/booker/pages/booker-page.tsx': { file: 'assets/booker-page-3.js', imports: ['_query-2.js', '_form-4.js'] },
  '_form-4.js': { file: 'assets/form-4.js' },
  '../src-shared/i18n/de.ts': { file: 'assets/de-5.js', isDynamicEntry: true },
};

let webDir: string;
let t: TestApp;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'kairos-web-'));
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const firstAnswerOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${FIRST_ANSWER_ID}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as BookerFirstAnswer) : null;
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a booker page from the server', () => {
  it('speaks the visitor’s language from the first byte: words, lang and the catalog it preloads', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const res = await t.app.inject({
      method: 'GET',
      url: `/${h.username}/consult`,
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de"');
    expect(res.body).toContain('<ul aria-label="Freie Uhrzeiten"');
    expect(res.body).toContain('>Uhrzeiten</h2>');
    expect(res.body).toContain('30 Min.');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/de-5.js">');
    expect(firstAnswerOf(res.body)?.event.locale).toBe('de');

    const english = await t.app.inject({
      method: 'GET',
      url: `/${h.username}/consult?lang=en`,
      headers: { 'accept-language': 'de' },
    });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<ul aria-label="Open times"');
    expect(english.body).not.toContain('assets/de-5.js');
  });

  it('says the seats left under each time of a seated event type, as the open times carry them', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC, duration: 60, settings: { seats: 4 } });
    const date = inDays(3);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: { start: `${date}T09:00:00.000Z`, name: 'Ada Lovelace', email: 'ada@example.test', timeZone: 'UTC' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const res = await page(`/${h.username}/consult?date=${date}`);
    const answer = firstAnswerOf(res.body)!;
    expect(answer.slots.slots).toContainEqual({ start: `${date}T09:00:00.000Z`, seatsLeft: 3 });
    expect(answer.slots.slots).toContainEqual({ start: `${date}T10:00:00.000Z`, seatsLeft: 4 });
    expect(res.body).toContain(
      `<time datetime="${date}T09:00:00.000Z">9:00 AM</time> <span class="text-xs font-normal opacity-80">3 seats left</span>`,
    );
    expect(res.body).toContain(
      `<time datetime="${date}T10:00:00.000Z">10:00 AM</time> <span class="text-xs font-normal opacity-80">4 seats left</span>`,
    );
  });

  it("carries the event and the month's open times the booker asks for first, and taps for that day's times", async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC, duration: 60 });
    const date = inDays(2);
    const res = await page(`/${h.username}/consult?date=${date}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain(FIRST_VIEW_SCRIPT_SOURCE);

    const answer = firstAnswerOf(res.body)!;
    const event = await t.app.inject({ method: 'GET', url: `/api/public/${h.username}/consult` });
    const { from, to } = monthSpan(date.slice(0, 7));
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult/slots?from=${from}&to=${to}`,
    });
    expect(answer).toMatchObject({ username: h.username, slug: 'consult', month: date.slice(0, 7) });
    expect(answer.event).toEqual(event.json());
    expect(answer.slots).toEqual(slots.json());

    // The day's 24 hourly times (and 14 hours either side, for visitors in other zones) as buttons.
    expect(res.body).toContain(`<title>Consultation · Grace Hopper</title>`);
    expect(res.body).toContain('<ul aria-label="Open times"');
    expect(res.body).toContain(`<time datetime="${date}T09:00:00.000Z">`);
    expect(res.body.match(/<button type="button" aria-pressed="false" data-start=/g)?.length).toBe(24 + 28);
    // The booker's chunks load at once, not as each one's imports are found; the entry is not repeated.
    for (const file of ['data-layout-1.js', 'query-2.js', 'booker-page-3.js', 'form-4.js']) {
      expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(res.body).not.toContain('rel="modulepreload" crossorigin href="/assets/index-abc.js"');
  });

  it('writes what hosts typed as text, never as markup', async () => {
    const h = await createBookingHost(t, {
      hours: EVERY_DAY_UTC,
      description: '<img src=x onerror="window.__xss=1"> & more \u2028 text',
    });
    await t.db.user.update({
      where: { id: h.user.id },
      data: { firstName: '</script><script>window.__xss=1</script>', lastName: '<b>' },
    });
    // A public address and a question's label and options, as hosts may type them (ADR 024).
    const markup = '</script><script>window.__xss=2</script>';
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}`,
      headers: h.user.headers,
      payload: {
        name: 'Consultation',
        slug: 'consult',
        description: '<img src=x onerror="window.__xss=1"> & more \u2028 text',
        locations: [{ kind: 'in_person', value: markup, public: true }],
        bookingFields: [
          ...DEFAULT_BOOKING_FIELDS,
          { name: 'pick', type: 'select', label: markup, options: [markup], required: false, hidden: false },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await page(`/${h.username}/consult`);
    expect(res.statusCode).toBe(200);
    // Only the page's own scripts: the entry, the data and the first view's.
    expect(res.body.match(/<script/g)).toHaveLength(3);
    expect(res.body).not.toContain('<img');
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;window.__xss=1&lt;/script&gt; &lt;b&gt;');
    expect(res.body).toContain('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt; &amp; more');
    const answer = firstAnswerOf(res.body)!;
    expect(answer.event.host.name).toBe('</script><script>window.__xss=1</script> <b>');
    expect(answer.event.eventType.description).toBe('<img src=x onerror="window.__xss=1"> & more \u2028 text');
    expect(answer.event.locations).toEqual([{ kind: 'in_person', label: 'In person', value: markup }]);
    expect(answer.event.bookingFields.at(-1)).toMatchObject({ label: markup, options: [markup] });
    expect(res.body).not.toContain('__xss=2</script>');
  });

  it('answers the plain index.html for an unknown user or event, a reserved path, a longer path and a move', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    for (const url of [
      '/nobody-here/consult',
      `/${h.username}/hidden-or-not-there`,
      '/settings/profile',
      '/admin/users',
      `/${h.username}/consult/more`,
      `/${h.username}`,
      `/${h.username}/consult?reschedule=abc&token=def`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('makes one address no more first views a minute than the open-times API would answer it, then the plain page', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const from = (address: string, month: number) =>
      t.app.inject({
        method: 'GET',
        url: `/${h.username}/consult?month=2027-${String(month).padStart(2, '0')}`,
        remoteAddress: address,
      });
    for (let i = 0; i < FIRST_VIEWS_PER_MINUTE; i++)
      expect(firstAnswerOf((await from('198.51.100.7', (i % 12) + 1)).body)).not.toBeNull();
    const past = await from('198.51.100.7', 1);
    expect(past.statusCode).toBe(200);
    expect(past.body).toBe(INDEX);
    // Another address is not affected.
    expect(firstAnswerOf((await from('198.51.100.8', 1)).body)).not.toBeNull();
  });

  it("answers the plain index.html, never a 5xx, when the host's open times cannot be read", async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const slots = t.app.openTimes.slots;
    t.app.openTimes.slots = () => Promise.reject(new Error('the database went away'));
    try {
      const res = await page(`/${h.username}/consult`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      t.app.openTimes.slots = slots;
    }
  });

  it('answers a disabled host’s page with the plain index.html', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    expect(firstAnswerOf((await page(`/${h.username}/consult`)).body)).not.toBeNull();
    const admin = await createUser(t, { role: 'app_admin' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${h.user.id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(`/${h.username}/consult`)).body).toBe(INDEX);
  });
});

describe('compressed API answers', () => {
  it('keeps every field the answer varies by in Vary: the caller’s origin, language and encoding', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult`,
      headers: { origin: 'https://elsewhere.example', 'accept-language': 'de', 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    const vary = String(res.headers.vary)
      .split(',')
      .map((field) => field.trim().toLowerCase());
    // CORS answers differ by Origin, the event's words by Accept-Language: a shared cache must key on both.
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-language']));
    if (res.headers['content-encoding']) expect(vary).toContain('accept-encoding');
  });

  it('sends a month of open times brotli- or gzip-compressed to clients that accept it, as it is to others', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    // Thirty days from tomorrow (a calendar month near its end has too few days left to be large).
    const url = `/api/public/${h.username}/consult/slots?from=${inDays(1)}T00:00:00Z&to=${inDays(31)}T00:00:00Z`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe("the first view's month", () => {
  it("has the app calendar's weeks, from the host's week start, in the page's language", () => {
    const weeks = (html: string) => (html.match(/<tr>/g)?.length ?? 0) - 1;
    // February 2027 begins on a Monday and has 28 days: four weeks from Monday, five from Sunday.
    expect(weeks(calendarMarkup('2027-02', 1, 'en'))).toBe(4);
    expect(weeks(calendarMarkup('2027-02', 0, 'en'))).toBe(5);
    expect(calendarMarkup('2027-02', 1, 'en')).toContain('>February 2027</h2>');
    expect(calendarMarkup('2027-02', 1, 'de')).toContain('>Februar 2027</h2>');
    const headers = (html: string) => [...html.matchAll(/<th [^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headers(calendarMarkup('2027-02', 1, 'en'))).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(headers(calendarMarkup('2027-02', 0, 'en'))[0]).toBe('Sun');
    // Every day has its cell, for the script to mark open, picked or today.
    expect(calendarMarkup('2027-02', 1, 'en').match(/data-date="2027-02-\d\d"/g)).toHaveLength(28);
  });
});
