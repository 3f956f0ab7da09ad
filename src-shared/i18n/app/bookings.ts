import { bookingFormTexts } from '../../booking-form-texts.ts';
import { messages } from '../../messages.ts';
import { bookingMessages } from '../../schemas/bookings.ts';
import { insightsMessages } from '../../schemas/insights.ts';
import { requestMessages } from '../../schemas/requests.ts';
import { seatMessages } from '../../schemas/seats.ts';

/**
 * The bookings area's words, in English (the source; ADR 035). Keys start with 'bookings.'. A text the
 * shared schemas also say is referenced from its constant; one they build with a function is the same
 * sentence as an ICU message (tests/renderer/bookings-language.test.tsx checks they agree).
 */
export const bookingsTexts = {
  // The page.
  'bookings.title': messages.bookings,
  'bookings.description': 'See who booked you, answer their requests, and cancel when you must. Times are in {zone}.',
  'bookings.liveNewBooking': 'New booking: {name}, {when}',
  'bookings.liveNewRequest': 'New request: {name}, {when}',
  // Tabs and the team filter.
  'bookings.tabs': 'Bookings',
  'bookings.tabUpcoming': 'Upcoming',
  'bookings.tabPending': 'Pending',
  'bookings.tabPast': 'Past',
  'bookings.tabCancelled': 'Cancelled',
  'bookings.show': 'Show',
  'bookings.myBookings': 'My bookings',
  'bookings.teamBookings': 'Every booking of {team}',
  // The list.
  'bookings.loading': 'Loading bookings',
  'bookings.loadFailed': 'Could not load your bookings.',
  'bookings.loadMore': 'Load more',
  'bookings.loadingMore': 'Loading more...',
  'bookings.noMoreResults': messages.noMoreResults,
  'bookings.today': 'Today',
  'bookings.tomorrow': 'Tomorrow',
  'bookings.yesterday': 'Yesterday',
  // An empty tab.
  'bookings.emptyUpcoming': 'No upcoming bookings yet.',
  'bookings.emptyPending': 'No requests waiting for your answer.',
  'bookings.emptyPast': 'No past bookings yet.',
  'bookings.emptyCancelled': 'No cancelled bookings.',
  'bookings.emptyHint': 'Share your booking page and the meetings people book show up here.',
  'bookings.copyPublicPageLink': messages.copyPublicPageLink,
  'bookings.linkCopied': messages.linkCopied,
  'bookings.setUsername': 'Set a username for your booking page',
  // A booking's row.
  'bookings.withInvitee': '{title} with {name}',
  'bookings.statusConfirmed': 'Confirmed',
  'bookings.statusPast': 'Past',
  'bookings.statusCancelled': 'Cancelled',
  'bookings.statusPending': 'Pending',
  'bookings.statusDeclined': 'Declined',
  'bookings.moveAwaiting':
    'Booked for {when}. Moving to this time awaits your answer; declined or unanswered, it stays booked then.',
  'bookings.noShow': 'No-show',
  'bookings.hostedBy': '{count, plural, one {Hosted by {name}} other {Hosts: {name}}}',
  'bookings.expiredUnanswered': 'Expired unanswered',
  'bookings.declinedByHost': 'Declined by you',
  'bookings.declinedByInvitee': 'Declined by the invitee',
  'bookings.declinedBySystem': 'Declined by Kairos',
  'bookings.declinedByTheHost': 'Declined by the host',
  'bookings.cancelledByHost': 'Cancelled by you',
  'bookings.cancelledByInvitee': 'Cancelled by the invitee',
  'bookings.cancelledBySystem': 'Cancelled by Kairos',
  'bookings.cancelledByTheHost': 'Cancelled by the host',
  'bookings.cancelledByName': 'Cancelled by {name}',
  'bookings.expiredReason': requestMessages.expiredReason,
  'bookings.endedWithReason': '{ended}: {reason}',
  'bookings.endedNoReason': '{ended}.',
  'bookings.actionsFor': 'Actions for {name}',
  'bookings.copyInviteeEmail': 'Copy invitee email',
  'bookings.inviteeEmailCopied': 'Invitee email copied',
  'bookings.cancel': 'Cancel',
  // A booking's details.
  'bookings.details': bookingFormTexts.showDetails,
  'bookings.where': bookingFormTexts.where,
  'bookings.guests': bookingFormTexts.guests,
  'bookings.answers': bookingFormTexts.answers,
  'bookings.notes': bookingFormTexts.notes,
  'bookings.routedBy': 'Routed by {form}',
  // Cancelling (and a reason for the invitee).
  'bookings.cancelTitle': 'Cancel this booking?',
  'bookings.cancelDescription': '{title} with {name}, {when}. The invitee will be emailed.',
  'bookings.cancelForHostDescription':
    '{title} with {name}, {when}. The invitee will be emailed, and {host}, who hosts it, told that you cancelled it.',
  'bookings.keepBooking': 'Keep booking',
  'bookings.cancelBooking': 'Cancel booking',
  'bookings.cancelling': 'Cancelling...',
  'bookings.cancelled': bookingMessages.hostCancelled,
  'bookings.cancelFailed': messages.error,
  'bookings.cancelFailedHint': 'The booking could not be cancelled. Please try again.',
  'bookings.reason': 'Reason (optional)',
  'bookings.reasonPlaceholder': 'Let the invitee know why',
  'bookings.tryAgain': 'Please try again.',
  // No-shows.
  'bookings.markNoShow': 'Mark no-show',
  'bookings.undoNoShow': 'Undo no-show',
  'bookings.markNoShowLabel': 'Mark {invitee} a no-show for {name}',
  'bookings.undoNoShowLabel': 'Undo the no-show of {name}',
  'bookings.markedNoShow': insightsMessages.markedNoShow,
  'bookings.unmarkedNoShow': insightsMessages.unmarkedNoShow,
  'bookings.noShowFailed': insightsMessages.noShowFailed,
  // Requests.
  'bookings.requestDeadline': 'Declined automatically if not answered by {deadline}.',
  'bookings.approve': 'Approve',
  'bookings.approving': 'Approving...',
  'bookings.approveLabel': 'Approve {name}',
  'bookings.decline': 'Decline',
  'bookings.declineLabel': 'Decline {name}',
  'bookings.declineTitle': 'Decline this request?',
  'bookings.declineDescription': '{name}, {when}. The invitee will be emailed, and the time is free again.',
  'bookings.keepRequest': 'Keep request',
  'bookings.declineRequest': 'Decline request',
  'bookings.declining': 'Declining...',
  'bookings.approved': requestMessages.approved,
  'bookings.approveFailed': requestMessages.approveFailed,
  'bookings.declined': requestMessages.declined,
  'bookings.declineFailed': requestMessages.declineFailed,
  // Seats of a shared time.
  'bookings.seatsTaken': '{taken} of {seats} seats taken',
  'bookings.attendeesOf': 'Attendees of {title}',
  'bookings.removeAttendee': seatMessages.removeAttendee,
  'bookings.removeAttendeeLabel': 'Remove {name} ({email})',
  'bookings.timeActionsFor': 'Actions for {title} at {range}',
  'bookings.cancelTime': seatMessages.cancelTime,
  'bookings.cancelTimeTitle': seatMessages.cancelTimeTitle,
  'bookings.cancelTimeDescription':
    '{title}, {when}. {count, plural, one {The attendee will be emailed that the time is cancelled.} other {All # attendees will be emailed that the time is cancelled.}}',
  'bookings.timeCancelled': seatMessages.timeCancelled,
  'bookings.seriesPlace': '{position} of {count}',
  'bookings.seriesHint': 'Recurring booking,',
  'bookings.cancelOne': 'Cancel this date',
  'bookings.cancelRest': 'Cancel this and the following',
  'bookings.cancelRestTitle': 'Cancel this and the following dates?',
  'bookings.cancelRestDescription':
    '{count, plural, one {# date} other {# dates}} of {title} with {name}, from {when}. The invitee gets one email with the dates that remain.',
  'bookings.cancelRestSubmit': 'Cancel these dates',
  'bookings.cancelRestDone': '{count, plural, one {# date was cancelled.} other {# dates were cancelled.}}',
  'bookings.seriesShow': '{count, plural, one {Show # date} other {Show # dates}}',
  'bookings.seriesHide': 'Hide the dates',
  'bookings.seriesDates': 'Dates of {title} with {name}',
  'bookings.seriesSkipped':
    '{count, plural, one {# date left out: it was not free} other {# dates left out: they were not free}}',
  'bookings.occurrenceActionsFor': 'Actions for {title}, {when}',
} as const satisfies Record<string, string>;
