import * as z from 'zod/mini';

export const DomainModeSchema = z.enum(['SUBDOMAIN', 'ROOT_DOMAIN']);
export type DomainMode = z.infer<typeof DomainModeSchema>;

/** Longest hostname DNS allows (RFC 1035), without the trailing dot. */
export const MAX_HOSTNAME_LENGTH = 253;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Lowercases and trims what people type and drops a trailing dot. */
export function normaliseHostname(input: string): string {
  return input.trim().toLowerCase().replace(/\.$/, '');
}

/** A public DNS name: at least two labels, letters/digits/hyphens, a real-looking top-level label. */
export function isValidHostname(hostname: string): boolean {
  if (!hostname || hostname.length > MAX_HOSTNAME_LENGTH) return false;
  const labels = hostname.split('.');
  if (labels.length < 2) return false;
  return labels.every((l) => LABEL.test(l)) && TLD.test(labels[labels.length - 1] ?? '');
}

export const domainMessages = {
  invalidHostname: 'Enter a valid domain name, like book.example.com.',
  subdomainNeedsThreeLabels: 'A subdomain needs at least three parts, like book.example.com.',
  appOwnDomain: "This is the app's own domain. Use a domain your company owns.",
  domainTaken: 'This domain is already used by another account.',
  noDomainSaved: 'Save a domain before verifying it.',
  publicIpNotConfigured: 'Not configured: the server administrator has not set APP_PUBLIC_IP.',
  dnsTimeout: 'The DNS lookup timed out. Try again in a minute.',
  dnsUnavailable: 'The DNS server could not be reached. Try again later.',
} as const;

export const SaveDomainRequestSchema = z
  .object({
    mode: DomainModeSchema,
    domain: z
      .pipe(
        z
          .string({ error: domainMessages.invalidHostname })
          .check(z.maxLength(MAX_HOSTNAME_LENGTH + 1, domainMessages.invalidHostname)),
        z.transform(normaliseHostname),
      )
      .check(z.refine(isValidHostname, domainMessages.invalidHostname)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.mode === 'SUBDOMAIN' && value.domain.split('.').length < 3) {
        ctx.addIssue({ code: 'custom', path: ['domain'], message: domainMessages.subdomainNeedsThreeLabels });
      }
    }),
  );
export type SaveDomainRequest = z.input<typeof SaveDomainRequestSchema>;

export const DnsRecordTypeSchema = z.enum(['A', 'AAAA', 'CNAME']);
export type DnsRecordType = z.infer<typeof DnsRecordTypeSchema>;

/** One record the company must create at its DNS provider. */
export const DnsRecordSchema = z.object({
  type: DnsRecordTypeSchema,
  /** The host as DNS providers ask for it: the first label, `@` for the root, `*` for the wildcard. */
  name: z.string(),
  /** The full name the record answers for. */
  fqdn: z.string(),
  /** What it must point to; null when the server is not configured with that value. */
  value: z.nullable(z.string()),
});
export type DnsRecord = z.infer<typeof DnsRecordSchema>;

/** Where company domains must point, from the server's configuration. */
export const DnsTargetSchema = z.object({
  cnameTarget: z.string(),
  publicIp: z.nullable(z.string()),
});
export type DnsTarget = z.infer<typeof DnsTargetSchema>;

/** The records a domain needs in a mode. Shared so the page previews exactly what the server checks. */
export function expectedRecords(mode: DomainMode, hostname: string, target: DnsTarget): DnsRecord[] {
  if (mode === 'SUBDOMAIN') {
    const [first = ''] = hostname.split('.');
    return [{ type: 'CNAME', name: first, fqdn: hostname, value: target.cnameTarget }];
  }
  const ipType = target.publicIp?.includes(':') ? 'AAAA' : 'A';
  return [
    { type: ipType, name: '@', fqdn: hostname, value: target.publicIp },
    { type: 'CNAME', name: '*', fqdn: `*.${hostname}`, value: hostname },
  ];
}

export const SavedDomainSchema = z.object({
  hostname: z.string(),
  mode: DomainModeSchema,
  verifiedAt: z.nullable(z.string()),
});
export type SavedDomain = z.infer<typeof SavedDomainSchema>;

export const DomainSettingsResponseSchema = z.object({
  domain: z.nullable(SavedDomainSchema),
  /** The records for the saved domain (empty when none is saved). */
  records: z.array(DnsRecordSchema),
  target: DnsTargetSchema,
});
export type DomainSettingsResponse = z.infer<typeof DomainSettingsResponseSchema>;

export const RecordCheckSchema = z.object({
  type: DnsRecordTypeSchema,
  name: z.string(),
  fqdn: z.string(),
  expected: z.nullable(z.string()),
  found: z.array(z.string()),
  ok: z.boolean(),
  /** Why the check could not be made (timeout, unreachable server, value not configured). */
  problem: z.nullable(z.string()),
});
export type RecordCheck = z.infer<typeof RecordCheckSchema>;

export const VerifyDomainResponseSchema = z.object({
  verified: z.boolean(),
  verifiedAt: z.nullable(z.string()),
  records: z.array(RecordCheckSchema),
});
export type VerifyDomainResponse = z.infer<typeof VerifyDomainResponseSchema>;
