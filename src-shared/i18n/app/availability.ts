import { messages } from '../../messages.ts';

/** The availability area's words, in English (the source; ADR 035). Keys start with 'availability.'. */
export const availabilityTexts = {
  'availability.title': messages.availability,
  'availability.subtitle': 'The hours people can book you, in your time zone. Bookers see them in theirs.',
  'availability.loadFailed': 'Could not load your availability.',
  'availability.loading': 'Loading availability',
  'availability.saved': messages.availabilitySaved,
  'availability.saveFailed': messages.saveFailed,
  'availability.saveFailedText': 'Your availability could not be saved. Please try again.',
  'availability.discard': 'Discard changes',
  'availability.saving': 'Saving...',
  'availability.save': 'Save',
  'availability.cancel': messages.cancel,

  // Weekly hours
  'availability.weeklyHours': 'Weekly hours',
  'availability.timeZone': 'Time zone',
  'availability.unavailable': 'Unavailable',
  'availability.copy': 'Copy',
  'availability.copyHours': "Copy {day}'s hours",
  'availability.copyTitle': "Copy {day}'s hours to",
  'availability.days': 'Days',
  'availability.selectAll': 'Select all',
  'availability.apply': 'Apply',
  'availability.rangeFrom': '{day} from',
  'availability.rangeUntil': '{day} until',
  'availability.rangeFromNumbered': '{day} from (range {n})',
  'availability.rangeUntilNumbered': '{day} until (range {n})',
  'availability.addRange': 'Add a time range to {day}',
  'availability.removeRange': 'Remove {day} {from}–{to}',

  // Date overrides
  'availability.overrides': 'Date overrides',
  'availability.overridesText': "Dates when your hours differ from the week's, or you are away.",
  'availability.addOverride': 'Add an override',
  'availability.noOverrides': 'No date overrides yet.',
  'availability.changeOverride': 'Change the override on {date}',
  'availability.removeOverride': 'Remove the override on {date}',
  'availability.changeOverrideTitle': 'Change date override',
  'availability.addOverrideTitle': 'Add a date override',
  'availability.date': 'Date',
  'availability.unavailableAllDay': 'Unavailable all day',
  'availability.hoursOnDate': 'Hours on this date',
  'availability.override': 'Override',
  'availability.saveOverride': 'Save override',

  // The week preview
  'availability.previewTitle': 'Next week as seen from',
  'availability.previewText': '{from} – {to} of your week, in another zone. Unsaved changes are included.',
  'availability.previewZone': 'Preview time zone',
  'availability.noOpenHours': 'No open hours next week.',
  'availability.openHours': 'Open hours next week',
  'availability.nextDay': '(next day)',
} as const satisfies Record<string, string>;
