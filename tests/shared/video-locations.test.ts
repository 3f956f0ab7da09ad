import { describe, expect, it } from 'vitest';
import { checkAnswers } from '#shared/booking-answers.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import { locationMessages } from '#shared/schemas/booking-fields.ts';
import { LocationsInputSchema } from '#shared/schemas/event-type-settings.ts';

// A video location names its provider by id (ADR 045); the shared schemas hold no list of providers.
describe('video locations', () => {
  const problems = (locations: object[]) => {
    const parsed = LocationsInputSchema.safeParse(locations);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('take any well-formed provider id, one option per provider, beside the stored jitsi kind', () => {
    const locations = [
      { kind: 'video', provider: 'zoom', public: true },
      { kind: 'video', provider: 'fake-video', public: true },
      { kind: 'jitsi', public: true },
    ];
    expect(LocationsInputSchema.parse(locations)).toEqual(locations);
    expect(problems([...locations, { kind: 'video', provider: 'zoom', public: false }])).toEqual([
      ['3.kind', locationMessages.duplicateKind],
    ]);
  });

  it('refuse a video location without its provider, and a provider on any other kind', () => {
    expect(problems([{ kind: 'video', public: true }])).toEqual([['0.provider', locationMessages.providerRequired]]);
    expect(problems([{ kind: 'video', provider: 'Not An Id', public: true }])).toEqual([
      ['0.provider', locationMessages.providerRequired],
    ]);
    expect(problems([{ kind: 'jitsi', provider: 'jitsi', public: true }])).toEqual([
      ['0.provider', locationMessages.noProvider],
    ]);
  });

  it('are chosen on the booking form by kind and provider', () => {
    const form = {
      fields: DEFAULT_BOOKING_FIELDS,
      locations: [
        { kind: 'video' as const, provider: 'zoom' },
        { kind: 'video' as const, provider: 'fake-video' },
      ],
    };
    const answer = (location: unknown) => checkAnswers(form, { name: 'Ada', email: 'ada@example.test', location });
    expect(answer({ kind: 'video', provider: 'fake-video' }).answers?.location).toEqual({
      kind: 'video',
      provider: 'fake-video',
    });
    expect(answer({ kind: 'video', provider: 'teams' }).errors).toEqual({ location: locationMessages.notOffered });
    expect(answer({ kind: 'video' }).errors).toEqual({ location: locationMessages.notOffered });
  });
});
