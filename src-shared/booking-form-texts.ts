/** What the booking form's field widgets say around the host's own labels (ADR 024). */
export const bookingFormTexts = {
  optional: '(optional)',
  choose: 'Choose…',
  phoneHint: 'With its country code, like +1 212 555 0123.',
  urlPlaceholder: 'https://',
  addGuest: 'Add a guest',
  inviteeAddressLabel: 'The address to meet at',
  inviteePhoneLabel: 'Your phone number',
  locationShownAfter: 'Shared after you book.',
  where: 'Where',
  answers: 'Answers',
  guests: 'Guests',
  guest: '(guest)',
  yes: 'Yes',
  no: 'No',
  opensInNewTab: '(opens in a new tab)',
  joinMeeting: 'Join meeting',
  showDetails: 'Details',
  notes: 'Notes',
  /** A booking whose invitee a routing form sent (ADR 033): its answers, under the form's name. */
  routedBy: (form: string) => `Routed by ${form}`,
  loadingForm: 'Loading the form…',
  /** A time the host confirms first (ADR 025): the button and a line above it say so before booking. */
  submit: 'Confirm booking',
  submitting: 'Booking…',
  requestSubmit: 'Request booking',
  requestSubmitting: 'Sending request…',
  requestNote:
    'The host confirms this booking first. Your time is held, and the calendar invitation comes once it is confirmed.',
} as const;
