import { startFakeCloudflare } from './cloudflare-server.ts';
import { startFakeDns } from './dns-server.ts';

/**
 * The outside services the browser tests need, on fixed loopback ports chosen by
 * playwright.config.ts: a Cloudflare account with one zone and one active token, and a DNS server
 * where one company subdomain already points at the app.
 */
export const E2E_CLOUDFLARE_TOKEN = 'e2e-cloudflare-token-0123456789abcd';
export const E2E_CLOUDFLARE_ZONE = 'kairos-e2e.test';
export const E2E_CNAME_TARGET = 'app.kairos-e2e.test';
export const E2E_PUBLIC_IP = '192.0.2.50';
/** Already points at the app in the fake DNS; any other name under acme-e2e.test does not. */
export const E2E_POINTED_SUBDOMAIN = 'book.acme-e2e.test';

export async function startE2eFakes(ports: { cloudflare: number; dns: number }) {
  const cloudflare = await startFakeCloudflare({ port: ports.cloudflare });
  cloudflare.addToken(E2E_CLOUDFLARE_TOKEN);
  cloudflare.addZone(E2E_CLOUDFLARE_ZONE);
  const dns = await startFakeDns({ port: ports.dns });
  dns.set('CNAME', E2E_POINTED_SUBDOMAIN, [E2E_CNAME_TARGET]);
  return {
    close: async () => {
      await cloudflare.close();
      await dns.close();
    },
  };
}
