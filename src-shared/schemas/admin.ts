import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import { isValidHostname, normaliseHostname } from './domains.ts';

export const adminMessages = {
  invalidDomain: 'Enter a valid domain name, like example.com.',
  invalidIp: 'Enter a valid IPv4 or IPv6 address, like 203.0.113.10.',
  invalidToken: 'That is not a Cloudflare API token: it can only contain letters, digits and symbols, without spaces.',
} as const;

export const SaveCloudflareTokenRequestSchema = z.object({
  token: z.string({ error: messages.apiTokenEmpty }).check(
    z.trim(),
    z.minLength(1, messages.apiTokenEmpty),
    z.maxLength(512, 'That API token is too long.'),
    // It is sent in an Authorization header: visible ASCII only, or the request could not even be made.
    z.regex(/^[\x21-\x7e]+$/, adminMessages.invalidToken),
  ),
});
export type SaveCloudflareTokenRequest = z.input<typeof SaveCloudflareTokenRequestSchema>;

const ipAddress = z.union([z.ipv4(), z.ipv6()], { error: adminMessages.invalidIp });

export const SetupCoreDomainRequestSchema = z.object(
  {
    domain: z
      .pipe(
        z
          .string({ error: messages.domainAndIpRequired })
          .check(z.trim(), z.minLength(1, messages.domainAndIpRequired), z.maxLength(254, adminMessages.invalidDomain)),
        z.transform(normaliseHostname),
      )
      .check(z.refine(isValidHostname, adminMessages.invalidDomain)),
    ipAddress: z.pipe(
      z.string({ error: messages.domainAndIpRequired }).check(z.trim(), z.minLength(1, messages.domainAndIpRequired)),
      ipAddress,
    ),
  },
  // No body, or not an object: the same message as empty fields.
  { error: messages.domainAndIpRequired },
);
export type SetupCoreDomainRequest = z.input<typeof SetupCoreDomainRequestSchema>;

export const AdminSettingsResponseSchema = z.object({
  cloudflareToken: z.object({
    configured: z.boolean(),
    /** At most the last four characters, so an admin can tell which token is set. */
    last4: z.nullable(z.string()),
  }),
});
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponseSchema>;
