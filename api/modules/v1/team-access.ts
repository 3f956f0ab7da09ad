import { teamEventTypeMessages } from '#shared/schemas/team-event-types.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import type { KeyCaller } from '../api-keys/contract.ts';
import { mayActOnTeam } from './access.ts';

/**
 * The team in the path, when the key may act on it (a personal key of a member, or the team's own
 * key); another team is as unknown as a missing one. What the key's owner may do there is the app's
 * services' decision, read on every request (the owner's role today, not when the key was made).
 */
export function teamOf(request: { apiKey: KeyCaller; params: { id: string } }): string {
  if (!mayActOnTeam(request.apiKey, request.params.id)) throw httpErrors.notFound(teamEventTypeMessages.teamNotFound);
  return request.params.id;
}
