import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may request for its users (webhooks, calendars): the half of the
 * outbound policy (outbound.ts) that is about addresses. Public unicast addresses over https; the
 * private ones an operator allowed (all, or named hosts and networks), over https or plain http; and
 * never link-local or cloud metadata addresses, whatever was allowed. Each address a name resolves
 * to is checked by the lookup the socket itself uses, at connection time.
 */

/** Whether an address is a public unicast one: not loopback, private, link-local, CGNAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/** Cloud metadata services outside link-local: AWS's IPv6 one and Alibaba Cloud's. */
const METADATA_ADDRESSES = new Set(
  ['fd00:ec2::254', '100.100.100.200'].map((a) => ipaddr.parse(a).toNormalizedString()),
);

/**
 * Whether an address is never requested, whatever the operator allowed: link-local (169.254.0.0/16,
 * where cloud metadata services answer with the machine's credentials, and fe80::/10) and the known
 * metadata addresses, also written as IPv4-mapped or NAT64 (64:ff9b::/96) addresses. Not an address: true.
 */
export function isAlwaysRefused(address: string): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(address);
  } catch {
    return true;
  }
  if (ip.kind() === 'ipv6' && ip.range() === 'rfc6052') {
    const bytes = ip.toByteArray().slice(12);
    return isAlwaysRefused(bytes.join('.'));
  }
  return ip.range() === 'linkLocal' || METADATA_ADDRESSES.has(ip.toNormalizedString());
}

/** Private hosts and networks an operator allowed by name (CALENDAR_ALLOWED_PRIVATE), see `parsePrivateAllowList`. */
export interface PrivateAllowList {
  /** Host names, in lower case, without a final dot. */
  hosts: readonly string[];
  /** Networks; a single address is a /32 (or /128). */
  networks: readonly (readonly [ipaddr.IPv4 | ipaddr.IPv6, number])[];
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** Names that only ever lead to a metadata service: listing them is refused rather than silently ignored. */
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog']);

const hostKey = (name: string) => name.toLowerCase().replace(/\.$/, '');
/** A DNS name whose last label is not all digits (a URL reads `10.1` as an address). */
const isHostName = (name: string) => HOST_NAME.test(name) && !/(^|\.)\d+$/.test(name);

/**
 * A comma-separated list of host names (`nextcloud.lan`), addresses (`192.168.1.20`, `fd12::3`) and
 * CIDR networks (`10.0.0.0/8`, `fd00::/8`), as `list`, and the entries that are none of these, or
 * only metadata addresses (never allowed), as `bad`.
 */
export function parsePrivateAllowList(text: string): { list: PrivateAllowList; bad: string[] } {
  const hosts: string[] = [];
  const networks: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  const bad: string[] = [];
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries.filter(Boolean)) {
    const [address = '', bits, ...rest] = entry.split('/');
    if ((ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address)) && rest.length === 0) {
      const ip = ipaddr.parse(address);
      const max = ip.kind() === 'ipv4' ? 32 : 128;
      const size = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
      // A network that holds only never-allowed addresses is a mistake worth saying.
      if (size <= max && !(isAlwaysRefused(address) && (ip.range() === 'linkLocal' || size === max))) {
        networks.push([ip, size]);
        continue;
      }
    } else if (bits === undefined && isHostName(hostKey(entry)) && !METADATA_NAMES.has(hostKey(entry))) {
      hosts.push(hostKey(entry));
      continue;
    }
    bad.push(entry);
  }
  return { list: { hosts, networks }, bad };
}

/** Which addresses requests may go to. */
export interface AddressPolicy {
  /** Every private address, and plain http anywhere, allowed (WEBHOOK_ALLOW_PRIVATE, CALENDAR_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Private hosts and networks allowed by name, over https or plain http. */
  allowed?: PrivateAllowList;
  /** What counts as public (default `isPublicAddress`; tests add a loopback server standing for a public one). */
  isPublic?: (address: string) => boolean;
}

function inAllowedNetwork(address: string, allowed: PrivateAllowList | undefined): boolean {
  if (!allowed?.networks.length) return false;
  const ip = ipaddr.process(address);
  return allowed.networks.some(([network, bits]) => ip.kind() === network.kind() && ip.match(network, bits));
}

const isListedHost = (name: string, allowed: PrivateAllowList | undefined) => !!allowed?.hosts.includes(hostKey(name));

/**
 * Whether one address may be connected to: never a metadata one; else any when private addresses are
 * allowed or the name was listed; else one in a listed network; else, over https only, a public one.
 */
function addressAllowed(address: string, policy: AddressPolicy, to: { listedHost: boolean; plainHttp: boolean }) {
  if (isAlwaysRefused(address)) return false;
  if (policy.allowPrivate || to.listedHost || inAllowedNetwork(address, policy.allowed)) return true;
  return !to.plainHttp && (policy.isPublic ?? isPublicAddress)(address);
}

/** What is wrong with a URL before any DNS: 'invalid', 'scheme' (not https) or 'private' (a local name or address). */
export type AddressProblem = 'invalid' | 'scheme' | 'private';

/** Why a URL may not be requested (null: it may, subject to the lookup at connection time). */
export function addressProblem(text: string, policy: AddressPolicy): AddressProblem | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  const plainHttp = url.protocol === 'http:';
  if (!plainHttp && url.protocol !== 'https:') return 'scheme';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (addressAllowed(host, policy, { listedHost: false, plainHttp })) return null;
    // A public address over plain http: the scheme is what is refused.
    return plainHttp && addressAllowed(host, policy, { listedHost: false, plainHttp: false }) ? 'scheme' : 'private';
  }
  if (policy.allowPrivate || isListedHost(host, policy.allowed)) return null;
  // With networks listed, any name may lead into them: the lookup decides, address by address.
  const networks = !!policy.allowed?.networks.length;
  if (plainHttp) return networks ? null : 'scheme';
  const name = hostKey(host);
  const local = name === 'localhost' || name.endsWith('.localhost') || !name.includes('.');
  return local && !networks ? 'private' : null;
}

interface ResolvedAddress {
  address: string;
  family: number;
}
/** Resolves a name to every address (dns.lookup with `all`); tests may hand in their own. */
export type Resolver = (hostname: string, family: number) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (hostname, family) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, family }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** Thrown by the socket's lookup when a name resolves to an address the policy refuses. */
export class AddressNotAllowedError extends Error {
  readonly code = 'ADDRESS_NOT_ALLOWED';
  constructor(hostname: string) {
    super(`${hostname} resolves to an address that is not allowed`);
  }
}

/**
 * The socket's lookup under the policy, for a request over https or plain http: every address the
 * name resolves to must be allowed, or the connection fails with AddressNotAllowedError. The check
 * is the connection's own resolution, so a name that changes its answer after an earlier check
 * (DNS rebinding) is still checked on the address actually connected to.
 */
export function policyLookup(
  policy: AddressPolicy,
  plainHttp: boolean,
  resolver: Resolver = systemResolver,
): LookupFunction {
  return (hostname, options, callback) => {
    const to = { listedHost: isListedHost(hostname, policy.allowed), plainHttp };
    resolver(hostname, typeof options.family === 'number' ? options.family : 0).then(
      (list) => {
        if (list.length === 0 || list.some((a) => !addressAllowed(a.address, policy, to))) {
          return callback(new AddressNotAllowedError(hostname), '', 0);
        }
        if (options.all) return (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, list);
        const first = list[0]!;
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}
