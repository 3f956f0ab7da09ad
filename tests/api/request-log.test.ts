import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions, requestLoggerFactory } from '../../api/lib/logger.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const lines = (logs: string[]) => logs.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request log lines', () => {
  it('logs each answered request once at info, with its own id, its method and path, and its status', async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' });
    await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const completed = lines(t.logs).filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed.map((line) => line.req)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/health' }),
      expect.objectContaining({ method: 'GET', path: '/api/health' }),
    ]);
    expect(completed.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([200, 200]);
    const ids = completed.map((line) => line.reqId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  it('at warn, logs nothing for a request that goes well', async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(t.logs).toEqual([]);
  });
});

describe("a request's logger", () => {
  const logged: string[] = [];
  // The production options, as Fastify builds its logger from them.
  const parent = pino(
    loggerOptions({ LOG_LEVEL: 'warn' }),
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  );
  const forRequest = (reqId: string, options = {}) =>
    requestLoggerFactory.call({} as FastifyInstance, parent, { reqId }, options, {} as never);

  it("writes what reaches the parent's level with the request's id, redacted as every line is", () => {
    logged.length = 0;
    const log = forRequest('req-7');
    log.info('below the level');
    log.warn({ user: { token: 'secret-token' } }, 'a write met a removed row');
    log.child({ stream: 'live' }).error('the backlog could not be read');
    expect(log.level).toBe('warn');
    expect(lines(logged)).toEqual([
      expect.objectContaining({ reqId: 'req-7', msg: 'a write met a removed row', user: { token: '[redacted]' } }),
      expect.objectContaining({ reqId: 'req-7', stream: 'live', msg: 'the backlog could not be read' }),
    ]);
  });

  it("follows the parent's level as it is when the request logs, and a route's own level", () => {
    logged.length = 0;
    const log = forRequest('req-8');
    parent.level = 'info';
    log.info('now at info');
    parent.level = 'warn';
    forRequest('req-9', { level: 'error' }).warn('below the route level');
    expect(lines(logged)).toEqual([expect.objectContaining({ reqId: 'req-8', msg: 'now at info' })]);
  });
});
