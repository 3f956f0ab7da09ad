import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The HTTP plumbing the loopback fakes of outside providers share (google.ts, microsoft.ts, zoom.ts):
 * a server on 127.0.0.1, every request logged, fault switches (`fail`: the next calls of a path
 * answer a status; `dropAnswerAfterCommit`/`holdAnswerAfterCommit`: the call is done and its answer
 * lost), and a close that ends open connections. What is the provider's own stays in its fake: its
 * routes, its error bodies, and its content types exactly as it sends them.
 */

/** What a handler answers: a status, a body (JSON; a string is HTML) or none, and headers. */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SeenRequest {
  method: string;
  path: string;
  query: string;
  /** On the fake's clock. */
  at: number;
}

/** Which calls a switch is for: a part of "METHOD /path", or a pattern over it. */
export type CallPattern = string | RegExp;

const matches = (pattern: CallPattern, line: string) =>
  typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line);

export async function startLoopbackServer<Extra extends object = object>(provider: {
  /** A fixed port (the browser tests' server is configured before the fake starts); random by default. */
  port?: number;
  /** The fake's clock, for the log's `at`. */
  now: () => number;
  /** The content type of a JSON body, to the letter as the provider sends it. */
  jsonType: string;
  /** Headers on every answer (Graph's `request-id`). */
  everyAnswer?: () => Record<string, string>;
  /** The body of a `fail` that names none: the provider's own for that status. */
  faultBody: (status: number) => unknown;
  /** What a route that throws answers, in the provider's words. */
  crashed: (error: unknown) => Answer;
  /** What the log keeps of a request besides its method, path, query and time. */
  seen?: (req: http.IncomingMessage) => Extra;
  route: (req: http.IncomingMessage, url: URL, raw: string) => Answer | Promise<Answer>;
}) {
  const requests: (SeenRequest & Extra)[] = [];
  const faults: {
    pattern: CallPattern;
    status: number;
    body?: unknown;
    headers?: Record<string, string>;
    times: number;
  }[] = [];
  const drops: { pattern: CallPattern; times: number; hold?: () => void }[] = [];

  function send(res: http.ServerResponse, answer: Answer) {
    const headers = { ...provider.everyAnswer?.(), ...answer.headers };
    if (answer.body === undefined || answer.status === 204) return res.writeHead(answer.status, headers).end();
    if (typeof answer.body === 'string') {
      return res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(answer.body);
    }
    res.writeHead(answer.status, { 'content-type': provider.jsonType, ...headers });
    res.end(JSON.stringify(answer.body));
  }

  async function answerOf(req: http.IncomingMessage, url: URL, raw: string): Promise<Answer> {
    try {
      return await provider.route(req, url, raw);
    } catch (error) {
      return provider.crashed(error);
    }
  }

  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.provider');
    const method = req.method ?? 'GET';
    const line = `${method} ${url.pathname}`;
    requests.push({
      method,
      path: url.pathname,
      query: url.search,
      ...(provider.seen?.(req) as Extra),
      at: provider.now(),
    });
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const fault = faults.find((f) => f.times > 0 && matches(f.pattern, line));
      if (fault) {
        fault.times -= 1;
        return send(res, {
          status: fault.status,
          body: fault.body ?? provider.faultBody(fault.status),
          headers: fault.headers,
        });
      }
      void answerOf(req, url, raw).then((answer) => {
        const drop = drops.find((d) => d.times > 0 && matches(d.pattern, line));
        if (drop && answer.status < 300) {
          // The work is done; the answer never arrives (the connection dropped, or held open).
          drop.times -= 1;
          if (drop.hold) drop.hold();
          else req.socket.destroy();
          return;
        }
        send(res, answer);
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(provider.port ?? 0, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** The next `times` calls whose "METHOD /path" matches answer this status (the provider's body for it by default). */
    fail(
      pattern: CallPattern,
      fault: { status: number; body?: unknown; headers?: Record<string, string>; times?: number },
    ) {
      faults.push({ pattern, status: fault.status, body: fault.body, headers: fault.headers, times: fault.times ?? 1 });
    },
    /** The next `times` successful calls whose "METHOD /path" matches are done, and their answer lost. */
    dropAnswerAfterCommit(pattern: CallPattern, times = 1) {
      drops.push({ pattern, times });
    },
    /**
     * The next call whose "METHOD /path" matches is done and its answer held back for good (the
     * moment to kill the client); resolves once it is done.
     */
    holdAnswerAfterCommit(pattern: CallPattern): Promise<void> {
      return new Promise((resolve) => drops.push({ pattern, times: 1, hold: resolve }));
    },
    /** Calls whose "METHOD /path" matches. */
    count(pattern: CallPattern): number {
      return requests.filter((r) => matches(pattern, `${r.method} ${r.path}`)).length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
