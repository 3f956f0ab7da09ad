import type { Session, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../../src-main/app-origin.ts';
import {
  contentSecurityPolicy,
  denyPermissions,
  guardWebContents,
  isSafeExternalUrl,
  trustedOriginCheck,
} from '../../src-main/security.ts';
import { FakeSession, FakeWebContents } from './fake-electron.ts';

const isTrusted = trustedOriginCheck(undefined);

function guarded() {
  const contents = new FakeWebContents();
  const opened: string[] = [];
  guardWebContents(contents as unknown as WebContents, isTrusted, (url) => opened.push(url));
  return { contents, opened };
}

const refusedLinks = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'file:///etc/passwd',
  'file://C:/Windows/System32/calc.exe',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox',
  'smb://attacker.example/share',
  'ms-msdt:/id PCWDiagnostic',
  'app://kairos/settings',
  'https://user:secret@example.com/',
  'not a url',
  '',
  `https://example.com/${'a'.repeat(3000)}`,
];

describe('links handed to the default browser', () => {
  it('accepts plain http and https links', () => {
    expect(isSafeExternalUrl('https://cal.example.com/jane/intro')).toBe(true);
    expect(isSafeExternalUrl('http://192.168.1.10:3000/')).toBe(true);
  });

  it.each(refusedLinks)('refuses %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });
});

describe('navigation guard', () => {
  it('lets the window move between pages of the app', () => {
    const { contents, opened } = guarded();
    expect(contents.navigate('will-navigate', 'app://kairos/settings/profile')).toBe(false);
    expect(contents.navigate('will-redirect', 'app://kairos/login')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('keeps the window on the app and opens a web link in the browser instead', () => {
    const { contents, opened } = guarded();
    expect(contents.navigate('will-navigate', 'https://example.com/page')).toBe(true);
    expect(opened).toEqual(['https://example.com/page']);
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,hi',
    'app://evil/',
    'http://user:pw@example.com/',
  ])('refuses to navigate to %s and opens nothing', (url) => {
    const { contents, opened } = guarded();
    expect(contents.navigate('will-navigate', url)).toBe(true);
    expect(opened).toEqual([]);
  });

  it('refuses redirects away from the app', () => {
    const { contents } = guarded();
    expect(contents.navigate('will-redirect', 'https://phishing.example/login')).toBe(true);
  });

  it('never attaches a <webview>', () => {
    const { contents } = guarded();
    let prevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('trusts the dev server only when one is given', () => {
    const dev = trustedOriginCheck('http://localhost:5173');
    expect(dev('http://localhost:5173/login')).toBe(true);
    expect(dev('http://localhost:5174/login')).toBe(false);
    expect(isTrusted('http://localhost:5173/login')).toBe(false);
  });
});

describe('new windows', () => {
  it('are always denied; a web link opens in the default browser', () => {
    const { contents, opened } = guarded();
    expect(contents.windowOpenHandler!({ url: 'https://example.com/jane' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.com/jane']);
  });

  it.each(refusedLinks)('are denied without opening anything for %s', (url) => {
    const { contents, opened } = guarded();
    expect(contents.windowOpenHandler!({ url })).toEqual({ action: 'deny' });
    expect(opened).toEqual([]);
  });
});

describe('permissions', () => {
  function session() {
    const fake = new FakeSession();
    denyPermissions(fake as unknown as Session, isTrusted);
    return fake;
  }

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'midi', 'hid'])(
    'denies %s to the app itself',
    async (permission) => {
      const fake = session();
      expect(await fake.request(permission, 'app://kairos/')).toBe(false);
      expect(fake.checkHandler!(null, permission, 'app://kairos')).toBe(false);
    },
  );

  it('allows only writing to the clipboard (Copy link), and only from the app', async () => {
    const fake = session();
    expect(await fake.request('clipboard-sanitized-write', 'app://kairos/')).toBe(true);
    expect(fake.checkHandler!(null, 'clipboard-sanitized-write', 'app://kairos')).toBe(true);
    expect(await fake.request('clipboard-sanitized-write', 'https://example.com/')).toBe(false);
    expect(fake.checkHandler!(null, 'clipboard-sanitized-write', 'https://example.com')).toBe(false);
  });

  it('denies every device (USB, serial, HID)', () => {
    expect(session().deviceHandler!({ deviceType: 'usb', origin: 'app://kairos' })).toBe(false);
  });
});

describe('content security policy', () => {
  it('allows network calls only to the configured server', () => {
    const csp = contentSecurityPolicy('https://kairos.example.com');
    expect(csp).toContain("connect-src 'self' https://kairos.example.com;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows no server at all before one is configured', () => {
    expect(contentSecurityPolicy(null)).toContain("connect-src 'self';");
  });
});

describe('the origin the API accepts', () => {
  it("is exactly the shell's app:// origin by default", async () => {
    const { loadConfig } = await import('../../api/config.ts');
    expect(loadConfig({}).corsOrigins).toEqual([APP_ORIGIN]);
  });
});
