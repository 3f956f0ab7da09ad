import * as z from 'zod/mini';

/** What the booker says when the host is away on the first open day asked. */
export const PublicAwaySchema = z.object({
  /** The last day away, 'YYYY-MM-DD' in the host's zone. */
  until: z.string(),
  /** The host's message for invitees ('' = none). */
  message: z.string(),
  /** The teammate's event type of the same length, when the host forwards to one who accepts. */
  forward: z.nullable(z.object({ name: z.string(), username: z.string(), slug: z.string(), eventName: z.string() })),
});
export type PublicAway = z.infer<typeof PublicAwaySchema>;
