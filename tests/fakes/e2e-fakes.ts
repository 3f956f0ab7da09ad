import { startFakeCloudflare } from './cloudflare-server.ts';
import { startFakeDns } from './dns-server.ts';
import { startFakeGoogle } from './google.ts';
import { startFakeMicrosoft } from './microsoft.ts';
import { startFakeZoom } from './zoom.ts';

/**
 * The outside services the browser tests need, on fixed loopback ports chosen by
 * playwright.config.ts: a Cloudflare account with one zone and one active token, and a DNS server
 * where one company subdomain already points at the app; and, when their ports are given, Google
 * (OAuth and Calendar: one account with a secondary calendar, and two that sign in), Microsoft (OAuth
 * and Graph: one work account with a shared calendar, and two that sign in) and Zoom (OAuth and
 * Meetings: one account). The server's
 * environment sets Google's and Microsoft's clients; Zoom's is set by a test through Admin → Apps.
 */
export const E2E_CLOUDFLARE_TOKEN = 'e2e-cloudflare-token-0123456789abcd';
export const E2E_CLOUDFLARE_ZONE = 'kairos-e2e.test';
export const E2E_CNAME_TARGET = 'app.kairos-e2e.test';
export const E2E_PUBLIC_IP = '192.0.2.50';
/** Already points at the app in the fake DNS; any other name under acme-e2e.test does not. */
export const E2E_POINTED_SUBDOMAIN = 'book.acme-e2e.test';

/** The browser tests' Google (tests/fakes/google.ts): its OAuth client, and the account a host connects. */
export const E2E_GOOGLE_CLIENT_ID = '123456789-kairos-e2e.apps.googleusercontent.com';
export const E2E_GOOGLE_CLIENT_SECRET = 'GOCSPX-kairos-e2e-secret';
export const E2E_GOOGLE_ACCOUNT = { email: 'e2e.host@gmail-e2e.test', name: 'E2E Host' };
export const E2E_GOOGLE_SECONDARY = 'Team holidays';
/** Google accounts that sign in to Kairos (ADR 053): a new person, and one whose address has an account. */
export const E2E_GOOGLE_SIGN_UP = { email: 'e2e.newcomer@gmail-e2e.test', name: 'Nova Newcomer' };
export const E2E_GOOGLE_EXISTING = { email: 'e2e.existing@gmail-e2e.test', name: 'Ezra Existing' };

/** The browser tests' Microsoft (tests/fakes/microsoft.ts): its client, and the work account a host connects. */
export const E2E_MICROSOFT_CLIENT_ID = '6a0e2c7e-4b1d-4f7a-9c55-0e2e2e2e0001';
export const E2E_MICROSOFT_CLIENT_SECRET = 'e2E~microsoft-e2e-client-secret-0123456789';
export const E2E_MICROSOFT_ACCOUNT = { email: 'ada@contoso-e2e.test', name: 'Ada Contoso' };
export const E2E_MICROSOFT_SHARED = 'Support rota';
/**
 * Microsoft accounts that sign in to Kairos (ADR 053): one whose domain's owner verified the address
 * (`xms_edov`), and one Microsoft does not vouch for (confirmed with an emailed code first).
 */
export const E2E_MICROSOFT_SIGN_UP = { email: 'e2e.newcomer@contoso-e2e.test', name: 'Mira Newcomer' };
export const E2E_MICROSOFT_UNPROVEN = { email: 'e2e.unproven@fabrikam-e2e.test', name: 'Uma Unproven' };

/** The browser tests' Zoom (tests/fakes/zoom.ts): the client an app admin enters, and the account a host connects. */
export const E2E_ZOOM_CLIENT_ID = 'kairosE2eZoomClient';
export const E2E_ZOOM_CLIENT_SECRET = 'kairos-e2e-zoom-client-secret-0123';
export const E2E_ZOOM_ACCOUNT = { email: 'host@zoom-e2e.test', name: 'Zoe Zoom' };

export async function startE2eFakes(ports: {
  cloudflare: number;
  dns: number;
  google?: number;
  microsoft?: number;
  zoom?: number;
  appUrl?: string;
}) {
  const cloudflare = await startFakeCloudflare({ port: ports.cloudflare });
  cloudflare.addToken(E2E_CLOUDFLARE_TOKEN);
  cloudflare.addZone(E2E_CLOUDFLARE_ZONE);
  const dns = await startFakeDns({ port: ports.dns });
  dns.set('CNAME', E2E_POINTED_SUBDOMAIN, [E2E_CNAME_TARGET]);
  const google = ports.google
    ? await startFakeGoogle({
        port: ports.google,
        clientId: E2E_GOOGLE_CLIENT_ID,
        clientSecret: E2E_GOOGLE_CLIENT_SECRET,
        redirectUris: [
          `${ports.appUrl}/api/apps/google-calendar/callback`,
          `${ports.appUrl}/api/sign-in/google/callback`,
        ],
      })
    : null;
  if (google) {
    const account = google.addAccount(E2E_GOOGLE_ACCOUNT);
    google.addCalendar(account, { summary: E2E_GOOGLE_SECONDARY });
    google.addAccount(E2E_GOOGLE_SIGN_UP);
    google.addAccount(E2E_GOOGLE_EXISTING);
  }
  const microsoft = ports.microsoft
    ? await startFakeMicrosoft({
        port: ports.microsoft,
        clientId: E2E_MICROSOFT_CLIENT_ID,
        clientSecret: E2E_MICROSOFT_CLIENT_SECRET,
        redirectUris: [
          `${ports.appUrl}/api/apps/microsoft-365/callback`,
          `${ports.appUrl}/api/sign-in/microsoft/callback`,
        ],
      })
    : null;
  if (microsoft) {
    const account = microsoft.addAccount(E2E_MICROSOFT_ACCOUNT);
    microsoft.addCalendar(account, {
      name: E2E_MICROSOFT_SHARED,
      canEdit: false,
      owner: { name: 'Grace Contoso', address: 'grace@contoso-e2e.test' },
    });
    microsoft.idTokenClaims(microsoft.addAccount(E2E_MICROSOFT_SIGN_UP), { xms_edov: true });
    microsoft.addAccount(E2E_MICROSOFT_UNPROVEN);
  }
  const zoom = ports.zoom
    ? await startFakeZoom({
        port: ports.zoom,
        clientId: E2E_ZOOM_CLIENT_ID,
        clientSecret: E2E_ZOOM_CLIENT_SECRET,
        redirectUris: [`${ports.appUrl}/api/apps/zoom/callback`],
      })
    : null;
  zoom?.addAccount(E2E_ZOOM_ACCOUNT);
  return {
    close: async () => {
      await cloudflare.close();
      await dns.close();
      await google?.close();
      await microsoft?.close();
      await zoom?.close();
    },
  };
}
