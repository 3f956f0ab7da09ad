import { parentPort } from 'node:worker_threads';
import { busyFromICalendar } from '../../../lib/ical-expand.ts';
import { withoutEvents } from '../../../lib/ical-expand/parse.ts';
import type { VetReply, VetRequest } from './protocol.ts';

/**
 * The refresh's reading of a calendar, off the API's thread (ADR 039): the same expansion the busy
 * source runs, over the window it keeps, with the names of refused events sent back and the texts
 * without them (so open times never spend their budget on them again). It reports
 * each event before reading it, so when its heap or its deadline ends it, the API knows which one.
 */
parentPort?.on('message', (request: VetRequest) => {
  const post = (reply: VetReply) => parentPort?.postMessage(reply);
  const refused: string[] = [];
  const texts = request.texts.map((text) => {
    const uids = new Set<string>();
    busyFromICalendar([text], {
      from: request.from,
      to: request.to,
      zone: request.zone,
      onRefused: (name, uid) => {
        refused.push(name);
        if (uid !== '') uids.add(uid);
      },
      onEvent: (name) => post({ kind: 'event', id: request.id, name }),
    });
    return uids.size > 0 ? withoutEvents(text, uids) : text;
  });
  post({ kind: 'done', id: request.id, refused, texts });
});
