import type { FastifyReply } from 'fastify';

/**
 * Adds `field` to the answer's Vary header, keeping what is there (CORS's `Origin`, a page's
 * `Accept-Language`): a cache that kept an answer by only the last field named would hand it to a
 * caller it was not made for.
 */
export function addVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') return reply.header('vary', field);
  const text = Array.isArray(current) ? current.join(', ') : String(current);
  const named = text.split(',').map((part) => part.trim().toLowerCase());
  if (named.includes('*') || named.includes(field.toLowerCase())) return reply;
  return reply.header('vary', `${text}, ${field}`);
}
