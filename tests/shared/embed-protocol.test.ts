import { describe, expect, it } from 'vitest';
import {
  EMBED_MESSAGE_MARK,
  embedFrameUrl,
  embedSnippet,
  parseEmbedLink,
  parseEmbedMessage,
  readEmbedOptions,
} from '#shared/embed-protocol.ts';
import { FIELD_NAME_PATTERN } from '#shared/schemas/booking-fields.ts';

describe('the embed protocol (ADR 031)', () => {
  it('carries the options in the frame URL and reads the same ones back, beside the prefill by question name', () => {
    const url = new URL(
      embedFrameUrl('https://cal.example.com/', { username: 'ada', slug: 'intro' }, 'https://www.example.com', {
        theme: 'dark',
        brand: '#0A7D4F',
        hideDetails: true,
        narrow: 'compact',
        prefill: { name: 'Grace Hopper', company: 'Navy & Co' },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://cal.example.com/embed/ada/intro');
    expect(readEmbedOptions(url.searchParams)).toEqual({
      origin: 'https://www.example.com',
      theme: 'dark',
      brand: '#0a7d4f',
      hideDetails: true,
      narrow: 'compact',
    });
    expect(url.searchParams.get('name')).toBe('Grace Hopper');
    expect(url.searchParams.get('company')).toBe('Navy & Co');
    // No option's name could be a booking question's, so a prefill never overrides an option.
    for (const key of url.searchParams.keys())
      if (!['name', 'company'].includes(key)) expect(FIELD_NAME_PATTERN.test(key)).toBe(false);
  });

  it('leaves out options it does not know, in the URL and when reading one', () => {
    const url = new URL(
      embedFrameUrl('https://cal.example.com', { username: 'ada', slug: 'intro' }, 'https://www.example.com', {
        theme: 'neon' as 'dark',
        brand: 'red',
        narrow: 'wide' as 'compact',
      }),
    );
    expect([...url.searchParams.keys()]).toEqual(['embed.origin']);
    const forged = new URLSearchParams('embed.theme=neon&embed.brand=javascript:1&embed.details=show');
    expect(readEmbedOptions(forged)).toEqual({ origin: null });
  });

  it('reads a booking link as username/slug only', () => {
    expect(parseEmbedLink('ada/intro')).toEqual({ username: 'ada', slug: 'intro' });
    expect(parseEmbedLink('/ada/intro/')).toEqual({ username: 'ada', slug: 'intro' });
    for (const bad of ['ada', 'ada/intro/more', '../admin', 'ada/<script>', 'https://evil.example/ada/intro'])
      expect(parseEmbedLink(bad), bad).toBeNull();
  });

  it('takes from a message only the fields its type names, and nothing unmarked or malformed', () => {
    const mark = { source: EMBED_MESSAGE_MARK };
    expect(
      parseEmbedMessage({ ...mark, type: 'booked', uid: 'abc-123', start: '2027-01-18T08:30:00.000Z', email: 'x@y.z' }),
    ).toEqual({ type: 'booked', uid: 'abc-123', start: '2027-01-18T08:30:00.000Z' });
    expect(parseEmbedMessage({ ...mark, type: 'height', height: 812.4 })).toEqual({ type: 'height', height: 813 });
    expect(parseEmbedMessage({ ...mark, type: 'height', height: 1e9 })).toEqual({ type: 'height', height: 20_000 });
    for (const junk of [
      null,
      'booked',
      { type: 'booked', uid: 'abc', start: '2027-01-18T08:30:00Z' },
      { ...mark, type: 'booked', uid: 'abc' },
      { ...mark, type: 'booked', uid: '<img>', start: '2027-01-18T08:30:00Z' },
      { ...mark, type: 'time_selected', start: 'tomorrow' },
      { ...mark, type: 'height', height: -1 },
      { ...mark, type: 'height', height: Number.NaN },
      { ...mark, type: 'navigate', url: 'https://evil.example' },
    ])
      expect(parseEmbedMessage(junk), JSON.stringify(junk)).toBeNull();
  });

  it('writes each mode’s code with its options and this server’s script', () => {
    const options = { theme: 'light' as const, hideDetails: true, text: 'Book "now" <b>' };
    expect(embedSnippet('inline', 'https://cal.example.com/', 'ada/intro', options)).toBe(
      '<div data-kairos-inline="ada/intro" data-kairos-theme="light" data-kairos-hide-details></div>\n' +
        '<script src="https://cal.example.com/embed.js" async></script>',
    );
    expect(embedSnippet('popup', 'https://cal.example.com', 'ada/intro', options).split('\n')[0]).toBe(
      '<button type="button" data-kairos-link="ada/intro" data-kairos-theme="light" data-kairos-hide-details>Book &#34;now&#34; &#60;b&#62;</button>',
    );
    expect(embedSnippet('floating', 'https://cal.example.com', 'ada/intro', { text: 'Talk' }).split('\n')[0]).toBe(
      '<div data-kairos-floating="ada/intro" data-kairos-text="Talk"></div>',
    );
  });
});
