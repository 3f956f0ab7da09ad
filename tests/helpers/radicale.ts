import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real CalDAV server for the tests: Radicale (Debian package `radicale`), started here on
 * 127.0.0.1 with a free port, a temporary storage folder and plain-text htpasswd users, and killed
 * after the suite. Fixtures go in with raw HTTP so they are stored exactly as written.
 *
 * Where Radicale is not installed, suites call `radicaleSkipReason()` and are skipped with one line
 * saying why; with KAIROS_REQUIRE_CALDAV=1 (CI) a missing Radicale is a failure instead.
 */

const BINARY = process.env.RADICALE_BIN ?? '/usr/bin/radicale';
export const HOW_TO_INSTALL =
  'The CalDAV tests need Radicale: Debian `apt-get install radicale` (CI installs it and sets KAIROS_REQUIRE_CALDAV=1).';

/** Why Radicale cannot run here (null: it can). Throws when KAIROS_REQUIRE_CALDAV=1 and it cannot. */
export function radicaleSkipReason(): string | null {
  const probe = spawnSync(BINARY, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const reason = probe.error
    ? `${BINARY} is not installed (${(probe.error as NodeJS.ErrnoException).code ?? probe.error.message})`
    : probe.status !== 0
      ? `${BINARY} --version failed: ${(probe.stderr || probe.stdout).trim().slice(0, 200)}`
      : null;
  if (reason && process.env.KAIROS_REQUIRE_CALDAV === '1') {
    throw new Error(`KAIROS_REQUIRE_CALDAV=1 but Radicale cannot run: ${reason}. ${HOW_TO_INSTALL}`);
  }
  if (reason) console.warn(`[caldav] skipping the CalDAV tests: ${reason}. ${HOW_TO_INSTALL}`);
  return reason;
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Radicale {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  origin: string;
  users: Record<string, string>;
  /** MKCALENDAR `/<user>/<name>/` (VEVENT only unless `components` says otherwise); its URL. */
  makeCalendar(
    user: string,
    name: string,
    options?: { displayName?: string; color?: string; components?: string[] },
  ): Promise<string>;
  /** PUT an .ics exactly as given; the object's URL and ETag. */
  put(user: string, url: string, ics: string): Promise<{ url: string; etag: string | null }>;
  /** GET an object: null when there is none. */
  get(user: string, url: string): Promise<{ body: string; etag: string | null } | null>;
  /** DELETE an object or a whole calendar collection; the status. */
  remove(user: string, url: string): Promise<number>;
  /** PROPPATCH a calendar's display name and/or colour, as a calendar app renaming it would. */
  setProps(user: string, calendarUrl: string, props: { displayName?: string; color?: string }): Promise<void>;
  /** The object names in a calendar (PROPFIND Depth 1), e.g. `['a.ics']`. */
  list(user: string, calendarUrl: string): Promise<string[]>;
  stop(): Promise<void>;
}

/** A calendar's displayname and Apple calendar-color properties (prefixes D: and I:). */
const nameAndColor = (props: { displayName?: string; color?: string }) =>
  (props.displayName ? `<D:displayname>${props.displayName}</D:displayname>` : '') +
  (props.color ? `<I:calendar-color>${props.color}</I:calendar-color>` : '');

export async function startRadicale(users: Record<string, string>): Promise<Radicale> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kairos-radicale-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  writeFileSync(
    path.join(dir, 'users'),
    Object.entries(users)
      .map(([user, password]) => `${user}:${password}`)
      .join('\n') + '\n',
  );
  writeFileSync(
    path.join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[rights]',
      'type = owner_only',
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(BINARY, ['--config', path.join(dir, 'config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));

  const auth = (user: string) => `Basic ${Buffer.from(`${user}:${users[user]}`).toString('base64')}`;
  const request = (user: string, method: string, url: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(new URL(url, origin), { method, body, headers: { authorization: auth(user), ...headers } });

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Radicale exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`${origin}/`, { method: 'OPTIONS' });
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Radicale did not answer on ${origin}: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    origin,
    users,
    async makeCalendar(user, name, options = {}) {
      const url = `${origin}/${user}/${name}/`;
      const components = (options.components ?? ['VEVENT']).map((c) => `<C:comp name="${c}"/>`).join('');
      const props = `${nameAndColor(options)}<C:supported-calendar-component-set>${components}</C:supported-calendar-component-set>`;
      const body =
        '<?xml version="1.0" encoding="utf-8"?>' +
        '<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:I="http://apple.com/ns/ical/">' +
        `<D:set><D:prop>${props}</D:prop></D:set></C:mkcalendar>`;
      const response = await request(user, 'MKCALENDAR', url, body, { 'content-type': 'application/xml' });
      const text = await response.text();
      if (response.status !== 201) throw new Error(`MKCALENDAR ${url}: ${response.status} ${text}`);
      return url;
    },
    async put(user, url, ics) {
      const response = await request(user, 'PUT', url, ics, { 'content-type': 'text/calendar; charset=utf-8' });
      const text = await response.text();
      if (!response.ok) throw new Error(`PUT ${url}: ${response.status} ${text}`);
      return { url: new URL(url, origin).href, etag: response.headers.get('etag') };
    },
    async get(user, url) {
      const response = await request(user, 'GET', url);
      const body = await response.text();
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body}`);
      return { body, etag: response.headers.get('etag') };
    },
    async remove(user, url) {
      const response = await request(user, 'DELETE', url);
      await response.arrayBuffer();
      return response.status;
    },
    async setProps(user, calendarUrl, props) {
      const body =
        '<?xml version="1.0" encoding="utf-8"?>' +
        '<D:propertyupdate xmlns:D="DAV:" xmlns:I="http://apple.com/ns/ical/">' +
        `<D:set><D:prop>${nameAndColor(props)}</D:prop></D:set></D:propertyupdate>`;
      const response = await request(user, 'PROPPATCH', calendarUrl, body, { 'content-type': 'application/xml' });
      const text = await response.text();
      if (response.status !== 207 || !text.includes('200')) {
        throw new Error(`PROPPATCH ${calendarUrl}: ${response.status} ${text}`);
      }
    },
    async list(user, calendarUrl) {
      const response = await request(
        user,
        'PROPFIND',
        calendarUrl,
        '<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>',
        { depth: '1', 'content-type': 'application/xml' },
      );
      const text = await response.text();
      const base = new URL(calendarUrl, origin).pathname;
      return [...text.matchAll(/<href>([^<]+)<\/href>/g)]
        .map((m) => decodeURIComponent(m[1]!))
        .filter((href) => href !== base && href.startsWith(base))
        .map((href) => href.slice(base.length));
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
