import { describe, expect, it } from 'vitest';
import { formatWait, tooManyAttempts } from '#shared/messages.ts';

describe('formatWait', () => {
  it('says seconds under a minute, then minutes, then hours, rounding up', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(17)).toBe('17 seconds');
    expect(formatWait(0.2)).toBe('1 second');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(899)).toBe('15 minutes');
    expect(formatWait(900)).toBe('15 minutes');
    expect(formatWait(3600)).toBe('1 hour');
    expect(formatWait(5400)).toBe('2 hours');
  });

  it('gives the rate-limit answer', () => {
    expect(tooManyAttempts(900)).toBe('Too many attempts. Try again in 15 minutes.');
  });
});
