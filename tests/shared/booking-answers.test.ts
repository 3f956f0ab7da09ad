import { describe, expect, it } from 'vitest';
import { type BookingForm, answerMatches, prefillAnswers, shownFields } from '#shared/booking-answers.ts';
import { type BookingField } from '#shared/schemas/booking-fields.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import { field } from '../helpers/booking-fields.ts';

const FIELDS: BookingField[] = [
  ...DEFAULT_BOOKING_FIELDS,
  field({ name: 'company', type: 'text', label: 'Company' }),
  field({ name: 'size', type: 'number', label: 'Team size' }),
  field({ name: 'plan', type: 'select', label: 'Plan', options: ['Free', 'Pro'] }),
  field({ name: 'topics', type: 'multiselect', label: 'Topics', options: ['Billing', 'Support', 'Sales'] }),
  field({ name: 'terms', type: 'checkbox', label: 'Terms' }),
  field({ name: 'secret', type: 'text', label: 'Secret', hidden: true }),
  // Shown only when Plan is Pro, and below it one shown only when Seats (itself conditional) is "many".
  field({ name: 'seats', type: 'text', label: 'Seats', showIf: { field: 'plan', equals: 'Pro' } }),
  field({ name: 'invoice', type: 'checkbox', label: 'Invoice', showIf: { field: 'seats', equals: 'many' } }),
  field({ name: 'billing', type: 'text', label: 'Billing contact', showIf: { field: 'topics', equals: 'Billing' } }),
  field({ name: 'legal', type: 'text', label: 'Legal contact', showIf: { field: 'terms', equals: 'true' } }),
];
const form = (locations: BookingForm['locations'] = []): BookingForm => ({ fields: FIELDS, locations });
const names = (raw: Record<string, unknown>, f = form()) => shownFields(f, raw).map((x) => x.name);

describe('answerMatches', () => {
  it('matches text regardless of case and surrounding spaces', () => {
    expect(answerMatches('Pro', 'pro')).toBe(true);
    expect(answerMatches('  Pro ', 'Pro')).toBe(true);
    expect(answerMatches('Professional', 'Pro')).toBe(false);
  });

  it('matches a multi-select when the choice is among its answers', () => {
    expect(answerMatches(['Billing', 'Sales'], 'Sales')).toBe(true);
    expect(answerMatches(['Billing'], 'Sales')).toBe(false);
  });

  it("matches a checkbox by 'true' or 'false'", () => {
    expect(answerMatches(true, 'true')).toBe(true);
    expect(answerMatches(false, 'false')).toBe(true);
    expect(answerMatches(true, 'false')).toBe(false);
  });

  it('matches a number by its value, and nothing when there is no answer', () => {
    expect(answerMatches(12, '12')).toBe(true);
    expect(answerMatches(1.5, '1,5')).toBe(true);
    expect(answerMatches(0, '')).toBe(false);
    expect(answerMatches(undefined, '')).toBe(false);
    expect(answerMatches(undefined, 'Pro')).toBe(false);
  });
});

describe('shownFields', () => {
  it('leaves out hidden questions, conditional ones whose condition does not hold, and an unasked location', () => {
    expect(names({})).toEqual(['name', 'email', 'notes', 'guests', 'company', 'size', 'plan', 'topics', 'terms']);
  });

  it('shows a conditional question once the answer above it matches, and a chain of them in turn', () => {
    expect(names({ plan: 'Pro' })).toContain('seats');
    expect(names({ plan: 'Pro' })).not.toContain('invoice');
    expect(names({ plan: 'Pro', seats: 'many' })).toContain('invoice');
    // Seats hidden again (Plan is Free): what depends on it hides too, whatever Seats still holds.
    expect(names({ plan: 'Free', seats: 'many' })).not.toContain('invoice');
    expect(names({ topics: ['Sales', 'Billing'] })).toContain('billing');
    expect(names({ topics: 'Sales' })).not.toContain('billing');
    expect(names({ terms: true })).toContain('legal');
    expect(names({ terms: 'on' })).toContain('legal');
    expect(names({ terms: false })).not.toContain('legal');
  });

  it('does not count an answer that fails its own check (an option not offered)', () => {
    expect(names({ plan: 'pro ' })).not.toContain('seats');
    expect(names({ plan: 'Enterprise' })).not.toContain('seats');
  });

  it('asks where to meet only with several options or one the invitee fills in', () => {
    expect(names({}, form([{ kind: 'jitsi' }]))).not.toContain('location');
    expect(names({}, form([{ kind: 'jitsi' }, { kind: 'phone' }]))).toContain('location');
    expect(names({}, form([{ kind: 'invitee_phone' }]))).toContain('location');
  });
});

describe('prefillAnswers', () => {
  const prefill = (query: string, f = form()) => prefillAnswers(f, new URLSearchParams(query));

  it('fills questions by their stable name from the query string', () => {
    expect(prefill('name=Ada+Lovelace&email=ada%40example.test&company=Acme&size=12&other=x')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      company: 'Acme',
      size: '12',
    });
  });

  it('takes a choice only among the options, several by repetition or commas', () => {
    expect(prefill('plan=Pro')).toEqual({ plan: 'Pro' });
    expect(prefill('plan=Enterprise')).toEqual({});
    expect(prefill('topics=Billing&topics=Nope&topics=Sales')).toEqual({ topics: ['Billing', 'Sales'] });
    expect(prefill('topics=Support,Billing')).toEqual({ topics: ['Support', 'Billing'] });
    expect(prefill('topics=Nope')).toEqual({});
  });

  it('reads a checkbox as checked for true, 1, on or yes', () => {
    for (const yes of ['true', '1', 'on', 'YES']) expect(prefill(`terms=${yes}`)).toEqual({ terms: true });
    expect(prefill('terms=no')).toEqual({ terms: false });
  });

  it('never fills a hidden question, and takes guests as a list', () => {
    expect(prefill('secret=x')).toEqual({});
    expect(prefill('guests=a%40example.test,b%40example.test&guests=c%40example.test')).toEqual({
      guests: ['a@example.test', 'b@example.test', 'c@example.test'],
    });
  });

  it('picks a location only among the offered kinds', () => {
    const offered = form([{ kind: 'jitsi' }, { kind: 'phone' }]);
    expect(prefill('location=phone', offered)).toEqual({ location: { kind: 'phone' } });
    expect(prefill('location=in_person', offered)).toEqual({});
  });

  it('cuts a prefilled text to what the question takes', () => {
    expect((prefill(`company=${'x'.repeat(600)}`).company as string).length).toBe(500);
  });
});
