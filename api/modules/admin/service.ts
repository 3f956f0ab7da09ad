import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type CloudflareClient, CloudflareError, createCloudflareClient } from './cloudflare.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import type { AdminSettingsResponse } from '#shared/schemas/admin.ts';
import { messages } from '#shared/messages.ts';
import { recordAudit } from './audit.ts';

/** The AppSetting key holding the sealed token; also the sealing context, so the value cannot be moved. */
export const CLOUDFLARE_TOKEN_SETTING = 'cloudflare.api_token';

export const adminServiceMessages = {
  tokenNotActive: (status: string) => `Cloudflare says this token is ${status}, not active. Use an active token.`,
  noTokenSaved: 'Save a Cloudflare API token before setting up the core domain.',
  storedTokenUnreadable:
    'The saved Cloudflare token cannot be decrypted (was SECRETS_KEY changed?). Save the token again.',
  zoneNotFound: (domain: string) =>
    `No Cloudflare zone found for ${domain}. Add the domain to the Cloudflare account this token belongs to.`,
} as const;

export interface AdminServiceDeps {
  db: Db;
  secretBox: SecretBox;
  config: Pick<Config, 'CLOUDFLARE_API_URL'>;
}

/** Cloudflare's failures as our errors. Never 401/403: the web client would take those as an expired session. */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof CloudflareError)) return error;
  switch (error.kind) {
    case 'auth':
    case 'rejected':
      return httpErrors.badRequest(error.message);
    case 'not_found':
      return httpErrors.notFound(error.message);
    case 'rate_limited':
      return httpErrors.tooManyRequests(error.message, error.retryAfterSeconds ?? 60);
    case 'unavailable':
      return httpErrors.badGateway(error.message);
  }
}

async function withCloudflare<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toHttpError(error);
  }
}

function last4(token: string): string | null {
  // A very short token would be given away whole by its "last four".
  return token.length >= 12 ? token.slice(-4) : null;
}

/** The zone holding `domain`: the domain itself, else its closest parent (book.example.com -> example.com). */
async function findZone(client: CloudflareClient, domain: string) {
  const labels = domain.split('.');
  for (let i = 0; i <= labels.length - 2; i += 1) {
    const zone = await client.findZone(labels.slice(i).join('.'));
    if (zone) return zone;
  }
  throw new CloudflareError('not_found', adminServiceMessages.zoneNotFound(domain));
}

type Outcome = 'created' | 'updated' | 'unchanged';

async function ensureRecord(
  client: CloudflareClient,
  zoneId: string,
  wanted: { type: string; name: string; content: string },
): Promise<Outcome> {
  const existing = await client.listRecords(zoneId, wanted.type, wanted.name);
  const same = (content: string) => content.toLowerCase().replace(/\.$/, '') === wanted.content.toLowerCase();
  if (existing.some((r) => same(r.content))) return 'unchanged';
  const [first] = existing;
  // ttl 1 is Cloudflare's "automatic". New records are DNS-only; an existing record keeps its proxy setting.
  if (first) {
    await client.updateRecord(zoneId, first.id, { ...wanted, ttl: first.ttl ?? 1, proxied: first.proxied ?? false });
    return 'updated';
  }
  await client.createRecord(zoneId, { ...wanted, ttl: 1, proxied: false });
  return 'created';
}

function describe(outcome: Outcome, what: string): string {
  return outcome === 'unchanged' ? `${what} already up to date` : `${what} ${outcome}`;
}

/** The app admin's portal: the Cloudflare token, sealed at rest, and the core domain's DNS records. */
export function createAdminService({ db, secretBox, config }: AdminServiceDeps) {
  async function storedClient(): Promise<CloudflareClient> {
    const row = await db.appSetting.findUnique({ where: { key: CLOUDFLARE_TOKEN_SETTING } });
    if (!row) throw httpErrors.badRequest(adminServiceMessages.noTokenSaved);
    let token: string;
    try {
      token = secretBox.open(row.value, CLOUDFLARE_TOKEN_SETTING);
    } catch {
      throw httpErrors.badRequest(adminServiceMessages.storedTokenUnreadable);
    }
    return createCloudflareClient({ baseUrl: config.CLOUDFLARE_API_URL, token });
  }

  return {
    async settings(): Promise<AdminSettingsResponse> {
      const row = await db.appSetting.findUnique({ where: { key: CLOUDFLARE_TOKEN_SETTING } });
      if (!row) return { cloudflareToken: { configured: false, last4: null } };
      let shown: string | null = null;
      try {
        shown = last4(secretBox.open(row.value, CLOUDFLARE_TOKEN_SETTING));
      } catch {
        shown = null;
      }
      return { cloudflareToken: { configured: true, last4: shown } };
    },

    /** Checks the token with Cloudflare, saves it sealed and writes the audit log. */
    async saveCloudflareToken(actorId: string, token: string): Promise<string> {
      const client = createCloudflareClient({ baseUrl: config.CLOUDFLARE_API_URL, token });
      const verified = await withCloudflare(() => client.verifyToken());
      if (verified.status !== 'active') {
        throw httpErrors.badRequest(adminServiceMessages.tokenNotActive(verified.status));
      }
      const value = secretBox.seal(token, CLOUDFLARE_TOKEN_SETTING);
      await db.appSetting.upsert({
        where: { key: CLOUDFLARE_TOKEN_SETTING },
        create: { key: CLOUDFLARE_TOKEN_SETTING, value },
        update: { value },
      });
      await recordAudit(db, { actor: { id: actorId }, action: 'cloudflare_token_saved' });
      return messages.cloudflareTokenSaved;
    },

    /** Points the core domain at this server: an A/AAAA record for the root and a wildcard CNAME to it. */
    async setupCoreDomain(actorId: string, input: { domain: string; ipAddress: string }): Promise<string> {
      const client = await storedClient();
      const { domain } = input;
      const ipType = input.ipAddress.includes(':') ? 'AAAA' : 'A';
      // Cloudflare stores IPv6 in its shortest form; comparing that form keeps a second run a no-op.
      const ipAddress =
        ipType === 'AAAA' ? new URL(`http://[${input.ipAddress}]`).hostname.slice(1, -1) : input.ipAddress;
      const message = await withCloudflare(async () => {
        const zone = await findZone(client, domain);
        const root = await ensureRecord(client, zone.id, { type: ipType, name: domain, content: ipAddress });
        const wildcard = await ensureRecord(client, zone.id, { type: 'CNAME', name: `*.${domain}`, content: domain });
        const parts = [
          describe(root, `${ipType} record ${domain} → ${ipAddress}`),
          describe(wildcard, `CNAME record *.${domain} → ${domain}`),
        ];
        const verb = root === 'unchanged' && wildcard === 'unchanged' ? 'was already set up' : 'is set up';
        return `Core domain ${domain} ${verb}: ${parts.join('; ')}.`;
      });
      await recordAudit(db, {
        actor: { id: actorId },
        action: 'core_domain_set_up',
        detail: `${input.domain} → ${input.ipAddress}`,
      });
      return message;
    },
  };
}
