import { randomBytes } from 'node:crypto';
import { promises as dns } from 'node:dns';
import type { DnsRecord, RecordCheck } from '#shared/schemas/domains.ts';
import { domainMessages } from '#shared/schemas/domains.ts';

// c-ares doubles the timeout on each try: at most ~6 s before the page hears back.
const LOOKUP_TIMEOUT_MS = 2_000;

/** A resolver on the configured servers (`DNS_SERVERS`, "host:port" comma list), or the system's. */
export function createResolver(servers: string | undefined): dns.Resolver {
  const resolver = new dns.Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 2 });
  const list = (servers ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length) resolver.setServers(list);
  return resolver;
}

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

// "No such record" answers: the record is simply not there yet.
const MISSING = new Set<string>([dns.NODATA, dns.NOTFOUND]);

async function lookup(resolver: dns.Resolver, type: DnsRecord['type'], name: string): Promise<string[]> {
  try {
    if (type === 'A') return await resolver.resolve4(name);
    if (type === 'AAAA') return await resolver.resolve6(name);
    return await resolver.resolveCname(name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (MISSING.has(code)) return [];
    throw error;
  }
}

function problemFor(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === dns.TIMEOUT ? domainMessages.dnsTimeout : domainMessages.dnsUnavailable;
}

/**
 * Looks each record up and compares it with what is expected. A wildcard is checked through a
 * random name under it, which is what visitors' browsers will actually resolve.
 */
export async function checkRecords(resolver: dns.Resolver, records: DnsRecord[]): Promise<RecordCheck[]> {
  return Promise.all(
    records.map(async (record): Promise<RecordCheck> => {
      const base = { type: record.type, name: record.name, fqdn: record.fqdn, expected: record.value };
      if (record.value === null) {
        return { ...base, found: [], ok: false, problem: domainMessages.publicIpNotConfigured };
      }
      const queried = record.fqdn.startsWith('*.')
        ? `kairos-check-${randomBytes(4).toString('hex')}.${record.fqdn.slice(2)}`
        : record.fqdn;
      try {
        const found = (await lookup(resolver, record.type, queried)).map(normalise);
        const expected = normalise(record.value);
        const ok = record.type === 'AAAA' ? found.some((ip) => sameIpv6(ip, expected)) : found.includes(expected);
        return { ...base, found, ok, problem: null };
      } catch (error) {
        return { ...base, found: [], ok: false, problem: problemFor(error) };
      }
    }),
  );
}

// Resolvers print IPv6 addresses in their shortest form; configuration may not.
function sameIpv6(a: string, b: string): boolean {
  return expandIpv6(a) === expandIpv6(b);
}

function expandIpv6(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.padStart(4, '0')).join(':');
}
