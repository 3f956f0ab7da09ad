import type { Db, Tx } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { paths } from '#shared/routes.ts';
import type { AnswerValue } from '#shared/schemas/booking-fields.ts';
import { ROUTING_RESPONSE_PARAM } from '#shared/constants.ts';
import {
  type RouteResult,
  type RouteTarget,
  type RoutingDefinition,
  routingMessages,
} from '#shared/schemas/routing-forms.ts';
import { prefillQuery } from '#shared/routing-rules.ts';
import { atLeast } from '../teams/contract.ts';
import { teamRoleOf } from '../teams/surface.ts';

/** Each event type a definition routes to, with the body path that names it. */
function eventTypeTargets(definition: Pick<RoutingDefinition, 'routes' | 'fallback'>) {
  const found: { id: string; path: string }[] = [];
  definition.routes.forEach((route, i) => {
    if (route.target.kind === 'event_type')
      found.push({ id: route.target.eventTypeId, path: `routes.${i}.target.eventTypeId` });
  });
  if (definition.fallback.kind === 'event_type')
    found.push({ id: definition.fallback.eventTypeId, path: 'fallback.eventTypeId' });
  return found;
}

/**
 * Every event type a form routes to must be the owner's own, or a team's where the owner is an owner or
 * admin (a member cannot send visitors to a team's event). Refused ones are named by path (400 `fields`).
 */
export async function checkEventTypeTargets(
  tx: Tx | Db,
  userId: string,
  definition: Pick<RoutingDefinition, 'routes' | 'fallback'>,
): Promise<void> {
  const targets = eventTypeTargets(definition);
  if (targets.length === 0) return;
  const rows = await tx.eventType.findMany({
    where: { id: { in: [...new Set(targets.map((t) => t.id))] } },
    select: { id: true, userId: true, teamId: true },
  });
  const allowed = new Set<string>();
  for (const row of rows) {
    if (row.userId === userId) allowed.add(row.id);
    else if (row.teamId && atLeast(await teamRoleOf(tx, row.teamId, userId), 'admin')) allowed.add(row.id);
  }
  const fields: Record<string, string> = {};
  for (const target of targets) if (!allowed.has(target.id)) fields[target.path] = routingMessages.eventTypeUnknown;
  if (Object.keys(fields).length > 0) throw httpErrors.invalidFields(routingMessages.eventTypeUnknown, fields);
}

/** Where an event type's booker lives (a host's `/{username}/{slug}` or a team's `/team/{slug}/{slug}`), with its name; null when it is gone. */
export async function eventTypeBooker(db: Db, eventTypeId: string): Promise<{ path: string; name: string } | null> {
  const row = await db.eventType.findUnique({
    where: { id: eventTypeId },
    select: { slug: true, name: true, user: { select: { username: true } }, team: { select: { slug: true } } },
  });
  if (!row) return null;
  if (row.team) return { path: paths.publicTeamEventType(row.team.slug, row.slug), name: row.name };
  if (row.user?.username) return { path: paths.publicEventType(row.user.username, row.slug), name: row.name };
  return null;
}

/** Where a response goes, for the visitor (the answer) and for the host (the label); null when its event type is gone. */
export async function resolveTarget(
  db: Db,
  appUrl: string,
  target: RouteTarget,
  answers: Readonly<Record<string, AnswerValue>>,
  responseId: string,
): Promise<{ result: RouteResult; label: string; eventTypeId: string | null } | null> {
  switch (target.kind) {
    case 'url':
      return { result: { kind: 'url', url: target.url }, label: target.url, eventTypeId: null };
    case 'message':
      return { result: { kind: 'message', message: target.message }, label: target.message, eventTypeId: null };
    case 'event_type': {
      const booker = await eventTypeBooker(db, target.eventTypeId);
      if (!booker) return null;
      const path = `${booker.path}?${prefillQuery(answers, [ROUTING_RESPONSE_PARAM, responseId])}`;
      return {
        result: {
          kind: 'event_type',
          url: `${appUrl}${path}`,
          path,
          eventTypeId: target.eventTypeId,
          name: booker.name,
        },
        label: booker.name,
        eventTypeId: target.eventTypeId,
      };
    }
  }
}
