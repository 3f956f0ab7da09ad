import { buildApp } from './app.ts';
import { fileOffsetClock } from './lib/clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { resolveDatabaseTarget } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { projectRoot } from './lib/paths.ts';

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 4_000;

/**
 * Migrates, builds the app and listens. Loaded by api/server.ts once V8's flags are set
 * (api/runtime-flags.ts), so everything here and in the packages it imports runs under them.
 */
export async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const target = resolveDatabaseTarget(config.DATABASE_URL, config.DATA_DIR);
  const { applied } = await applyMigrations(target, projectRoot);

  const app = await buildApp({
    config,
    ...(config.TEST_CLOCK_FILE ? { clock: fileOffsetClock(config.TEST_CLOCK_FILE) } : {}),
  });
  if (config.TEST_CLOCK_FILE) app.log.warn('the clock is moved by TEST_CLOCK_FILE: a test server, never production');
  if (applied.length) app.log.info({ applied }, 'applied database migrations');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // server.close() only drops connections idle at that moment; keep-alive connections busy then
    // become idle later and would hold the process for Fastify's 72 s keep-alive timeout.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Kairos is ready at ${config.APP_URL} (database: ${target.kind})`);
}
