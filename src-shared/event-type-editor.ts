import { FIELD_NAME_MAX_LENGTH, RESERVED_FIELD_NAMES, fieldMessages } from './schemas/booking-fields.ts';

/**
 * The host's editor of an event type's locations and questions (ADR 024, docs/product.md#event-type-settings):
 * its texts, and the name a new question takes from its label.
 */

export type SettingsTab = 'locations' | 'questions' | 'recurring';
export const SETTINGS_TABS: readonly { tab: SettingsTab; label: string }[] = [
  { tab: 'locations', label: 'Locations' },
  { tab: 'questions', label: 'Questions' },
  { tab: 'recurring', label: 'Recurring' },
];

export const editorMessages = {
  back: 'Back to event types',
  tabs: 'Event type settings',
  loading: 'Loading event type',
  loadFailed: 'Could not load this event type.',
  notFound: 'Event type not found',
  notFoundText: 'It may have been deleted, or the link is wrong.',
  menuItem: 'Locations & questions',
  saving: 'Saving...',
  saved: 'Changes saved',
  saveFailed: 'Your changes could not be saved. Please try again.',
  fixProblems: 'Some entries need another look before saving.',
  unsaved: 'Unsaved changes',
  discard: 'Discard changes',
  moveUp: (what: string) => `Move ${what} up`,
  moveDown: (what: string) => `Move ${what} down`,
  moved: (what: string, position: number, count: number) => `${what} moved to position ${position} of ${count}.`,
  reorderHint: 'Tip: Alt + Arrow Up or Down moves a focused row.',

  // Locations
  locationsTitle: 'Locations',
  locationsText: 'Where the meeting takes place, in the order the invitee sees the options.',
  locationsList: 'Locations',
  addLocationKind: 'Kind of location',
  addLocation: 'Add location',
  allKindsAdded: 'Every kind of location is in the list.',
  removeLocation: (what: string) => `Remove ${what}`,
  address: 'Address',
  addressPlaceholder: '221B Baker Street, London',
  hostPhone: 'Your phone number',
  phoneHint: 'With the country code, like +1 212 555 0123.',
  link: 'Meeting link',
  linkPlaceholder: 'https://',
  visibility: 'Where the invitee sees it',
  showOnPage: 'Show on the booking page',
  afterBooking: 'Only after booking',
  jitsiNote: 'A new meeting link is made for each booking and sent with the confirmation.',
  inviteeAddressNote: 'The invitee types the address on the booking form.',
  inviteePhoneNote: 'The invitee types their number on the booking form.',
  noLocation: 'Bookings have no location.',
  oneLocation: (label: string) => `Every booking takes place as “${label}”.`,
  inviteeTypes: (label: string) => `The invitee chooses “${label}” and types where on the booking form.`,
  severalLocations: (count: number) => `The invitee picks one of these ${count} options on the booking form.`,
  saveLocations: 'Save locations',

  // Questions
  questionsTitle: 'Questions',
  questionsText: 'What the booking form asks, in this order. Name and Email are always asked.',
  questionsList: 'Questions',
  addQuestion: 'Add a question',
  editQuestion: (label: string) => `Edit ${label}`,
  hideQuestion: (label: string) => `Hide ${label}`,
  showQuestion: (label: string) => `Show ${label}`,
  deleteQuestion: (label: string) => `Delete ${label}`,
  deleteTitle: 'Delete this question?',
  deleteText: (label: string) => `“${label}” will no longer be asked. Answers already given stay with their bookings.`,
  deleteDependents: (label: string, dependents: string) =>
    `“${label}” will no longer be asked, and the condition of ${dependents} on it is removed. Answers already given stay with their bookings.`,
  delete: 'Delete',
  saveQuestions: 'Save questions',
  required: 'Required',
  optional: 'Optional',
  hidden: 'Hidden',
  builtIn: 'Built in',
  locationOnlyWhenPicking: 'Asked only when the invitee picks a location',
  shownWhen: (label: string, answer: string) => `Shown when “${label}” is ${answer}`,
  checked: 'checked',
  notChecked: 'not checked',

  // The question dialog
  newQuestionTitle: 'Add a question',
  editQuestionTitle: 'Edit question',
  type: 'Type',
  label: 'Label',
  name: 'Name',
  nameHint: (name: string) =>
    `The answer's stable key, also for prefilling it from the booking link (?${name || 'company'}=…).`,
  nameLocked: 'Built-in questions keep their name.',
  placeholder: 'Placeholder (optional)',
  requiredBox: 'Required',
  hiddenBox: 'Hidden from the booking form',
  options: 'Options, one per line',
  minLength: 'Minimum length',
  maxLength: 'Maximum length',
  noLimit: 'No limit',
  condition: 'Ask only after a given answer to an earlier question',
  conditionField: 'Show only when',
  conditionAnswer: 'has the answer',
  conditionAnswerRequired: fieldMessages.showIfEmpty,
  conditionNone: 'Add a question of your own with choices, a checkbox or text above this one to make it conditional.',
  conditionPick: 'Choose an answer',
  conditionTyped: 'The answer typed (any case)',
  saveQuestion: 'Done',
  cancel: 'Cancel',

  // The preview
  previewTitle: 'Preview',
  previewText: 'The booking form as the invitee sees it. Try answers: conditional questions appear as you type.',
} as const;

/**
 * The name a new question takes from its label ("Company size?" → company_size): lowercase letters,
 * digits and _, starting with a letter, unique among `taken` and never reserved (a _2, _3… is added).
 */
export function fieldNameFromLabel(label: string, taken: ReadonlySet<string>): string {
  let base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!/^[a-z]/.test(base)) base = base ? `q_${base}` : 'question';
  base = base.slice(0, FIELD_NAME_MAX_LENGTH - 3).replace(/_+$/, '');
  let name = base;
  for (let n = 2; taken.has(name) || RESERVED_FIELD_NAMES.has(name); n++) name = `${base}_${n}`;
  return name;
}
