import * as z from 'zod/mini';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    reachable: z.boolean(),
  }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
