import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { addVary } from '../lib/vary.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** Memory each encoding's memo of compressed answers may hold per process (the text and its encoding). */
export const COMPRESSED_MEMO_BYTES = 8 * 1024 * 1024;
const COMPRESSIBLE = /^(application\/json|text\/html)\b/;

/**
 * Brotli's window for an answer of `size` bytes: the smallest that holds it all (2^bits − 16 bytes),
 * from 1 KB to 1 MB. A wider window finds nothing more, but its buffers are allocated and touched for
 * every answer: 1 MB for a 110 KB month of a team's open times cost about 40% more CPU (measured).
 */
function brotliWindowBits(size: number): number {
  return Math.min(20, Math.max(10, Math.ceil(Math.log2(size + 16))));
}

/**
 * Brotli's quality for the API's answers. Measured on a round-robin team's new month of open times
 * (100 KB of JSON): quality 2 took 0.30 ms and made 2.7 KB, quality 5 took 1.07 ms for 2.6 KB (and 4,
 * 0.80 ms for 2.3 KB); on a 6 KB answer 49 µs against 89 µs for 7% more bytes. An answer computed for
 * one request (a span not asked before) pays this every time, so the cheap end wins: the files of the
 * web app are compressed at build time at the highest quality, not here.
 */
const BROTLI_QUALITY = 2;

type Encoding = 'br' | 'gzip' | null;

/**
 * Answers up to this size are compressed on the event loop, larger ones on libuv's threads. Measured on
 * a round robin's new month (100 KB, brotli quality 2, issue 39): the asynchronous path (a zlib stream
 * per answer, its hand-over to a thread and back, its events) cost 1.9 ms of CPU a request in all, the
 * synchronous one 1.2 ms; the loop is held about 0.3 ms. gzip (level 6, for the few clients without
 * brotli) is several times slower a byte, so only small answers hold the loop for it.
 */
const SYNC_MAX_BYTES = { br: 256 * 1024, gzip: 32 * 1024 } as const;

/** 'br' or 'gzip' (in that preference) when the Accept-Encoding header allows it, else null. */
function parseEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  const allowed = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) allowed.add(name.trim());
  }
  return allowed.has('br') ? 'br' : allowed.has('gzip') ? 'gzip' : null;
}

/** How many distinct Accept-Encoding headers `chosenEncoding` remembers (browsers send a handful). */
const KNOWN_HEADERS = 64;
const known = new Map<string, Encoding>();

/** `parseEncoding`, remembered per header text: every request of a browser sends the same one. */
function chosenEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  let encoding = known.get(header);
  if (encoding === undefined) {
    encoding = parseEncoding(header);
    if (known.size >= KNOWN_HEADERS) known.clear();
    if (header.length <= 256) known.set(header, encoding);
  }
  return encoding;
}

/** How many answers' fingerprints `seenBefore` remembers. */
const SEEN_ANSWERS = 4_096;
/** Characters of an answer's start and end its fingerprint hashes (with its length). */
const FINGERPRINT_CHARS = 64;

/**
 * An answer's fingerprint: its length and a hash (FNV-1a) of its first and last characters. Numbers
 * only: a slice of the text would keep the whole text alive (V8's sliced strings point into it).
 */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  const mix = (from: number, to: number) => {
    for (let i = from; i < to; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  };
  const head = Math.min(FINGERPRINT_CHARS, text.length);
  mix(0, head);
  mix(Math.max(head, text.length - FINGERPRINT_CHARS), text.length);
  return `${text.length}:${hash >>> 0}`;
}

/**
 * Whether an answer like this one (same length, start and end) was compressed before. An answer is
 * memoised from its second time only: one made for a single request (a span of open times not asked
 * before, a page read through a cursor) would otherwise be held by the memo until evicted, long
 * enough to reach the old generation, for nothing. A false match only memoises an answer early; the
 * memo itself is keyed by the whole text.
 */
function createSeen() {
  const seen = new LRUCache<string, true>({ max: SEEN_ANSWERS });
  return (text: string): boolean => {
    const print = fingerprint(text);
    if (seen.has(print)) return true;
    seen.set(print, true);
    return false;
  };
}

/**
 * Compresses the API's larger JSON answers and the server-made pages (brotli, else gzip, as the
 * browser accepts): a month of open times is 21 KB as text and about 2 KB compressed, which on a
 * phone's slow link is most of a second. Small answers, streams (files, text/event-stream) and
 * clients that do not ask (the bench, most scripts) get the bytes as they are.
 */
export const compressPlugin = fp(
  async (app) => {
    // The answers browsers ask for most (a host's open times, the dashboard's first page, a public
    // page) are the same text again and again, kept by their caches at a version: compressing such a
    // month of open times took 155 µs a request, longer than the rest of the request. So each
    // encoding keeps what it made, keyed by the text (a kept text is the same string object, whose
    // hash V8 keeps: the look-up costs next to nothing), bounded by bytes, from its second time.
    const memo = (): LRUCache<string, Buffer> =>
      new LRUCache<string, Buffer>({
        maxSize: COMPRESSED_MEMO_BYTES,
        sizeCalculation: (value, key) => value.length + key.length * 2,
      });
    const made = { br: memo(), gzip: memo() };
    const seenBefore = createSeen();

    // A callback hook, not an async one: most answers pass through untouched, without a promise each.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const size = Buffer.byteLength(payload);
      if (size < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return done(null, payload);
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return done(null, payload);
      addVary(reply, 'accept-encoding');
      const encoding = chosenEncoding(request.headers['accept-encoding']);
      if (!encoding) return done(null, payload);
      const kept = typeof payload === 'string' ? made[encoding].get(payload) : undefined;
      if (kept) {
        reply.header('content-encoding', encoding).removeHeader('content-length');
        return done(null, kept);
      }
      const brotliOptions = {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          // As wide as the answer, 1 MB at most (the default is 4 MB).
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
          [constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      };
      const send = (body: Buffer) => {
        if (typeof payload === 'string' && seenBefore(payload)) made[encoding].set(payload, body);
        reply.header('content-encoding', encoding).removeHeader('content-length');
        done(null, body);
      };
      if (size <= SYNC_MAX_BYTES[encoding]) {
        return send(encoding === 'br' ? brotliCompressSync(payload, brotliOptions) : gzipSync(payload, { level: 6 }));
      }
      const compressed = encoding === 'br' ? brotli(payload, brotliOptions) : gzipAsync(payload, { level: 6 });
      compressed.then(send, (error: Error) => done(error));
    });
  },
  { name: 'compress' },
);
