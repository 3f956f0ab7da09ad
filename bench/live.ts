import { type ClientRequest, request } from 'node:http';

/** Streams held open on one server: how many answered 200, and the booking events they got. */
export interface HeldStreams {
  open: number;
  refused: number;
  bookingEvents(): number;
  close(): void;
}

/**
 * Opens one live stream (GET /api/events) per token on `baseUrl`, each its own connection, and
 * resolves once every one has answered. Only the `booking` events are counted: the bench reads nothing else.
 */
export async function holdStreams(baseUrl: string, tokens: string[]): Promise<HeldStreams> {
  const { hostname, port } = new URL(baseUrl);
  const requests: ClientRequest[] = [];
  let events = 0;
  const answers = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<number>((resolve) => {
          const req = request(
            {
              hostname,
              port,
              path: '/api/events',
              agent: false,
              headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
            },
            (res) => {
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (events += chunk.split('event: booking\n').length - 1));
              res.on('error', () => undefined);
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', () => resolve(0));
          req.end();
          requests.push(req);
        }),
    ),
  );
  return {
    open: answers.filter((status) => status === 200).length,
    refused: answers.filter((status) => status !== 200).length,
    bookingEvents: () => events,
    close: () => requests.forEach((req) => req.destroy()),
  };
}
