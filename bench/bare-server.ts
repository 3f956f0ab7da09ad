// The yardstick: a bare Fastify route answering a small JSON document, nothing else registered.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 4161);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, items: [] }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
