import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

/**
 * A small authoritative DNS server on a loopback UDP port, answering A, AAAA and CNAME questions
 * from an in-memory table (with `*.` wildcards), so the domain checks run against real DNS packets.
 */

export type FakeRecordType = 'A' | 'AAAA' | 'CNAME';

export interface FakeDns {
  /** "127.0.0.1:<port>", the form DNS_SERVERS takes. */
  server: string;
  port: number;
  set(type: FakeRecordType, name: string, values: string[]): void;
  clear(): void;
  /** When true, questions are dropped unanswered (the resolver times out). */
  silent(on: boolean): void;
  close(): Promise<void>;
}

const { Packet } = dns2;
// dns2 has the response codes at runtime but not in its type declarations.
const NXDOMAIN = 3;
const TYPE_CODES: Record<FakeRecordType, number> = {
  A: Packet.TYPE.A,
  AAAA: Packet.TYPE.AAAA,
  CNAME: Packet.TYPE.CNAME,
};

function key(type: FakeRecordType, name: string): string {
  return `${type} ${name.toLowerCase().replace(/\.$/, '')}`;
}

export async function startFakeDns(options: { port?: number } = {}): Promise<FakeDns> {
  const table = new Map<string, string[]>();
  let dropping = false;

  const known = (name: string) => [...table.keys()].some((k) => k.endsWith(` ${name}`));
  // The exact name, else a wildcard one level up, as an authoritative server would.
  const lookup = (type: FakeRecordType, name: string) => {
    const exact = table.get(key(type, name));
    if (exact || known(name)) return { values: exact ?? [], exists: true };
    const parent = name.split('.').slice(1).join('.');
    const wildcard = table.get(key(type, `*.${parent}`));
    return { values: wildcard ?? [], exists: Boolean(wildcard) || known(`*.${parent}`) };
  };

  const server = dns2.createUDPServer((request, send) => {
    if (dropping) return;
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const type = (Object.keys(TYPE_CODES) as FakeRecordType[]).find((t) => TYPE_CODES[t] === question?.type);
    if (!question || !type) return send(response);
    const name = question.name.toLowerCase();
    const { values, exists } = lookup(type, name);
    if (!exists) response.header.rcode = NXDOMAIN;
    for (const value of values) {
      const answer = { name: question.name, type: TYPE_CODES[type], class: Packet.CLASS.IN, ttl: 60 };
      // dns2 encodes plain objects; its declarations wrongly require an encoder method on them.
      response.answers.push(
        (type === 'CNAME' ? { ...answer, domain: value } : { ...answer, address: value }) as dns2.Packet.Resource,
      );
    }
    send(response);
  });

  await server.listen(options.port ?? 0, '127.0.0.1');
  const port = (server.address() as AddressInfo).port;
  return {
    server: `127.0.0.1:${port}`,
    port,
    set(type, name, values) {
      table.set(key(type, name), values);
    },
    clear() {
      table.clear();
    },
    silent(on) {
      dropping = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
