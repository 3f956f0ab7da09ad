import { parentPort } from 'node:worker_threads';
import { busyFromICalendar } from '../expand.ts';
import type { VetReply, VetRequest } from './protocol.ts';

/**
 * The refresh's reading of a calendar, off the API's thread (ADR 036): the same expansion the busy
 * source runs, over the window it keeps, with the names of refused events sent back. It reports
 * each event before reading it, so when its heap or its deadline ends it, the API knows which one.
 */
parentPort?.on('message', (request: VetRequest) => {
  const post = (reply: VetReply) => parentPort?.postMessage(reply);
  const refused: string[] = [];
  for (const text of request.texts) {
    busyFromICalendar([text], {
      from: request.from,
      to: request.to,
      zone: request.zone,
      onRefused: (name) => refused.push(name),
      onEvent: (name) => post({ kind: 'event', id: request.id, name }),
    });
  }
  post({ kind: 'done', id: request.id, refused });
});
