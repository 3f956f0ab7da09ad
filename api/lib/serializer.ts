import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type $ZodType, toJSONSchema } from 'zod/v4/core';

/**
 * Writes JSON answers with fast-json-stringify (Fastify's own serializer) from each route's zod
 * response schema, turned into JSON Schema once at start-up. Like zod's serializer, it writes only the
 * properties the schema names, so nothing else on a row (a password hash, a secret) can leak; it is
 * about 2.5 times as fast on a page of event types (ADR 008). A schema zod cannot express as JSON
 * Schema (a `z.date()`, say) keeps zod's serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  try {
    const jsonSchema = toJSONSchema(route.schema as $ZodType, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    }) as Record<string, unknown>;
    delete jsonSchema.$schema;
    return fastJson(jsonSchema);
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
};
