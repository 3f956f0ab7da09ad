import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Small HTTP(S) servers on loopback for what cannot be a real outside server in a test: a server
 * that hangs, one with a self-signed certificate, one that redirects, one that speaks HTML.
 */

export interface Loopback {
  url: string;
  port: number;
  /** Every request seen: method, path, headers. */
  seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

async function listen(server: http.Server, host: string, scheme: string, seen: Loopback['seen']): Promise<Loopback> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${scheme}://${host}:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function withBody(handler: Handler, seen: Loopback['seen']): http.RequestListener {
  return (req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, res, body));
  };
}

export function httpServer(handler: Handler, host = '127.0.0.1'): Promise<Loopback> {
  const seen: Loopback['seen'] = [];
  return listen(http.createServer(withBody(handler, seen)), host, 'http', seen);
}

export function httpsServer(handler: Handler, cert: TestCert, host = '127.0.0.1'): Promise<Loopback> {
  const seen: Loopback['seen'] = [];
  const server = https.createServer({ key: cert.key, cert: cert.cert }, withBody(handler, seen));
  return listen(server, host, 'https', seen);
}

export interface TestCert {
  key: string;
  cert: string;
}

/** Why a certificate cannot be made here (openssl missing), or null. */
export function opensslMissing(): string | null {
  const probe = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0 ? 'openssl is not installed (Debian: apt-get install openssl)' : null;
}

/** A fresh self-signed certificate for 127.0.0.1, 127.0.0.2 and inside.example.test, made now (never committed). */
export function selfSignedCert(): TestCert {
  const dir = mkdtempSync(path.join(tmpdir(), 'kairos-cert-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,IP:127.0.0.2,DNS:inside.example.test,DNS:public.example.test',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
