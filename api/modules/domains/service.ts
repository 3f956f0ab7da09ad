import { isIP } from 'node:net';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { checkRecords, createResolver } from './dns-check.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  type DnsTarget,
  type DomainMode,
  type DomainSettingsResponse,
  type VerifyDomainResponse,
  domainMessages,
  expectedRecords,
} from '#shared/schemas/domains.ts';
import { isUniqueViolation } from '../../db/errors.ts';

type DomainConfig = Pick<Config, 'APP_URL' | 'APP_CNAME_TARGET' | 'APP_PUBLIC_IP' | 'DNS_SERVERS'>;

export interface DomainsServiceDeps {
  db: Db;
  config: DomainConfig;
}

/** Where company domains point: the configured CNAME target (default: the app's host) and public IP. */
export function dnsTarget(config: DomainConfig): DnsTarget {
  const publicIp = config.APP_PUBLIC_IP?.trim();
  return {
    cnameTarget: (config.APP_CNAME_TARGET ?? new URL(config.APP_URL).hostname).toLowerCase().replace(/\.$/, ''),
    // An address that is not an IP would make every check fail confusingly: treat it as unset.
    publicIp: publicIp && isIP(publicIp) ? publicIp : null,
  };
}

function toSettings(
  domain: { hostname: string; mode: DomainMode; verifiedAt: Date | null } | null,
  target: DnsTarget,
): DomainSettingsResponse {
  return {
    domain: domain
      ? { hostname: domain.hostname, mode: domain.mode, verifiedAt: domain.verifiedAt?.toISOString() ?? null }
      : null,
    records: domain ? expectedRecords(domain.mode, domain.hostname, target) : [],
    target,
  };
}

/** A company's custom domain: one per company admin, a hostname no other company holds. */
export function createDomainsService({ db, config }: DomainsServiceDeps) {
  return {
    async settings(userId: string): Promise<DomainSettingsResponse> {
      const domain = await db.domain.findUnique({ where: { userId } });
      return toSettings(domain, dnsTarget(config));
    },

    async save(userId: string, input: { mode: DomainMode; domain: string }): Promise<DomainSettingsResponse> {
      const hostname = input.domain;
      const appHost = new URL(config.APP_URL).hostname.toLowerCase();
      const target = dnsTarget(config);
      const own = [appHost, target.cnameTarget];
      if (own.some((h) => hostname === h || hostname.endsWith(`.${h}`))) {
        throw httpErrors.badRequest(domainMessages.appOwnDomain);
      }

      const taken = await db.domain.findUnique({ where: { hostname }, select: { userId: true } });
      if (taken && taken.userId !== userId) throw httpErrors.conflict(domainMessages.domainTaken);

      const current = await db.domain.findUnique({ where: { userId } });
      // A verification only holds for the records it checked.
      const unchanged = current?.hostname === hostname && current.mode === input.mode;
      try {
        const saved = await db.domain.upsert({
          where: { userId },
          create: { userId, hostname, mode: input.mode },
          update: { hostname, mode: input.mode, ...(unchanged ? {} : { verifiedAt: null }) },
        });
        return toSettings(saved, target);
      } catch (error) {
        // Another company saved the same hostname between our check and our write.
        if (isUniqueViolation(error)) throw httpErrors.conflict(domainMessages.domainTaken);
        throw error;
      }
    },

    async verify(userId: string): Promise<VerifyDomainResponse> {
      const domain = await db.domain.findUnique({ where: { userId } });
      if (!domain) throw httpErrors.badRequest(domainMessages.noDomainSaved);
      const records = expectedRecords(domain.mode, domain.hostname, dnsTarget(config));
      const checks = await checkRecords(createResolver(config.DNS_SERVERS), records);
      const verified = checks.every((c) => c.ok);
      const verifiedAt = verified ? new Date() : null;
      await db.domain.update({ where: { id: domain.id }, data: { verifiedAt } });
      return { verified, verifiedAt: verifiedAt?.toISOString() ?? null, records: checks };
    },

    /** Disconnects the company's domain; the hostname becomes free for others. Idempotent. */
    async remove(userId: string): Promise<void> {
      await db.domain.deleteMany({ where: { userId } });
    },
  };
}
