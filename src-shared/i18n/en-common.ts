import { WAIT_TITLE, messages } from '../messages.ts';

/**
 * The English every public page may say before its catalog has arrived (a loading label, Close):
 * part of `en` (en.ts spreads it), and the one piece of it the web app holds from the start, so that a
 * page waiting for its language (ADR 030) never shows a key. The web build compiles it to data.
 */
export const enCommon = {
  'common.back': messages.back,
  'common.tryAgain': 'Try again',
  'common.close': 'Close',
  'common.loading': 'Loading',
  'common.somethingWrong': 'Something went wrong',
  'common.couldNotLoad': '{what} could not be loaded. Please try again.',
  'common.goToKairos': 'Go to Kairos',
  'common.waitTitle': WAIT_TITLE,
  'common.poweredBy': 'Scheduling by Kairos',
  'common.minutes': '{count} min',
  'common.duration.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'common.duration.hours': '{count, plural, one {# hour} other {# hours}}',
  'common.duration.days': '{count, plural, one {# day} other {# days}}',
} as const;
