import { MAX_GUESTS } from './schemas/booking-fields.ts';

/** What the booking form's field widgets say around the host's own labels (ADR 024). */
export const bookingFormTexts = {
  optional: '(optional)',
  choose: 'Choose…',
  phoneHint: 'With its country code, like +1 212 555 0123.',
  urlPlaceholder: 'https://',
  addGuest: 'Add a guest',
  guestLabel: (n: number) => `Guest ${n}’s email`,
  removeGuest: (n: number) => `Remove guest ${n}`,
  guestsFull: `You can add up to ${MAX_GUESTS} guests.`,
  inviteeAddressLabel: 'The address to meet at',
  inviteePhoneLabel: 'Your phone number',
  locationShownAfter: 'Shared after you book.',
  where: 'Where',
  answers: 'Your answers',
  hostAnswers: 'Answers',
  guests: 'Guests',
  joinMeeting: 'Join the meeting',
  loadingForm: 'Loading the form…',
} as const;
