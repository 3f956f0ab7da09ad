import { describe, expect, it } from 'vitest';
import { chooseRoute, conditionHolds, prefillQuery } from '#shared/routing-rules.ts';
import type { RouteTarget } from '#shared/schemas/routing-forms.ts';

const to = (message: string): RouteTarget => ({ kind: 'message', message });

describe('a routing form’s rules', () => {
  it('meets no condition with an unanswered question, not even “is any of” an empty answer', () => {
    expect(conditionHolds({ field: 'a', operator: 'equals', value: '' }, undefined)).toBe(false);
    expect(conditionHolds({ field: 'a', operator: 'any_of', values: ['x'] }, undefined)).toBe(false);
    expect(conditionHolds({ field: 'a', operator: 'contains', value: '' }, 'anything')).toBe(false);
  });

  it('reads several choices as “one of them”, and a number by its value', () => {
    expect(conditionHolds({ field: 'a', operator: 'contains', value: 'api' }, ['billing', 'api'])).toBe(true);
    expect(conditionHolds({ field: 'a', operator: 'contains', value: 'ap' }, ['billing', 'api'])).toBe(false);
    expect(conditionHolds({ field: 'a', operator: 'any_of', values: ['10', '12,0'] }, 12)).toBe(true);
  });

  it('takes the first route that matches, else the fallback', () => {
    const definition = {
      routes: [
        {
          match: 'all' as const,
          conditions: [{ field: 'a', operator: 'equals' as const, value: 'x' }],
          target: to('one'),
        },
        {
          match: 'any' as const,
          conditions: [{ field: 'a', operator: 'equals' as const, value: 'x' }],
          target: to('two'),
        },
      ],
      fallback: to('fallback'),
    };
    expect(chooseRoute(definition, { a: 'X ' })).toEqual({ target: to('one'), routeIndex: 0 });
    expect(chooseRoute(definition, { a: 'y' })).toEqual({ target: to('fallback'), routeIndex: null });
  });

  it('writes the prefill as the booker reads it: repeated choices, encoded text, the response id last', () => {
    const query = prefillQuery({ name: 'Ada & Co', topics: ['a', 'b'], urgent: true, seats: 3 }, [
      'routingResponseId',
      'r1',
    ]);
    expect(query).toBe('name=Ada%20%26%20Co&topics=a&topics=b&urgent=true&seats=3&routingResponseId=r1');
    expect(new URLSearchParams(query).getAll('topics')).toEqual(['a', 'b']);
  });
});
