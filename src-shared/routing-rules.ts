import { answerMatches } from './booking-answers.ts';
import { ownValue } from './own.ts';
import type { AnswerValue } from './schemas/booking-fields.ts';
import type { Condition, Route, RouteTarget, RoutingDefinition } from './schemas/routing-forms.ts';

/**
 * A routing form's rules, run the same way in the builder's preview and on the server (ADR 033).
 * Routes are tried in order; a route matches when all (or any) of its conditions hold; no match is
 * the fallback. A question left unanswered meets no condition.
 *
 * - equals: the answer is the value (text regardless of case and surrounding space; a number by its
 *   value; a checkbox 'true' or 'false'; several choices: one of them is the value);
 * - contains: the text holds the value, regardless of case (several choices: one of them is the value);
 * - any of: the answer equals one of the values.
 */
export function conditionHolds(condition: Condition, answer: AnswerValue | undefined): boolean {
  if (answer === undefined) return false;
  switch (condition.operator) {
    case 'equals':
      return answerMatches(answer, condition.value ?? '');
    case 'contains': {
      const needle = (condition.value ?? '').trim().toLowerCase();
      if (!needle) return false;
      if (Array.isArray(answer)) return answer.includes(condition.value ?? '');
      return typeof answer === 'string' && answer.toLowerCase().includes(needle);
    }
    case 'any_of':
      return (condition.values ?? []).some((value) => answerMatches(answer, value));
  }
}

export function routeMatches(route: Route, answers: Readonly<Record<string, AnswerValue>>): boolean {
  const holds = (c: Condition) => conditionHolds(c, ownValue(answers, c.field));
  return route.match === 'any' ? route.conditions.some(holds) : route.conditions.every(holds);
}

/** The route the answers take: the first matching route's target and its index, else the fallback (index null). */
export function chooseRoute(
  definition: Pick<RoutingDefinition, 'routes' | 'fallback'>,
  answers: Readonly<Record<string, AnswerValue>>,
): { target: RouteTarget; routeIndex: number | null } {
  const index = definition.routes.findIndex((route) => routeMatches(route, answers));
  return index >= 0
    ? { target: definition.routes[index]!.target, routeIndex: index }
    : { target: definition.fallback, routeIndex: null };
}

/**
 * The booker's query string that prefills its questions by name (`name=…&company=…`, several choices
 * as repeated parameters), then the response's id.
 */
export function prefillQuery(answers: Readonly<Record<string, AnswerValue>>, responseParam?: [string, string]): string {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(answers)) {
    if (Array.isArray(value)) for (const item of value) pairs.push([name, item]);
    else pairs.push([name, String(value)]);
  }
  if (responseParam) pairs.push(responseParam);
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}
