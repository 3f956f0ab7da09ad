import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../../api/lib/serializer.ts';

async function appAnswering(schema: z.ZodType, data: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => data);
  await app.ready();
  return app;
}

describe('the response serializer', () => {
  it('writes only the properties the schema names', async () => {
    const app = await appAnswering(z.object({ id: z.string(), note: z.string().nullable() }), {
      id: 'u1',
      note: null,
      passwordHash: 'secret-hash',
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'u1', note: null });
    expect(res.body).not.toContain('secret-hash');
  });

  it('keeps zod for a schema JSON Schema cannot express, and still strips unknown properties', async () => {
    const schema = z.object({ when: z.date(), id: z.string() });
    const app = await appAnswering(schema, { when: new Date('2026-01-02T03:04:05.000Z'), id: 'x', extra: 'no' });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ when: '2026-01-02T03:04:05.000Z', id: 'x' });
  });

  it('refuses to answer with a body that lacks a required property', async () => {
    const app = await appAnswering(z.object({ id: z.string(), name: z.string() }), { id: 'only' });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('only');
  });
});
