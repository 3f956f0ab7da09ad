import { bookingFormTexts } from '../booking-form-texts.ts';
import { enCommon } from './en-common.ts';
import { firstViewMessages } from '../booker-first-view.ts';
import { messages } from '../messages.ts';
import { bookingMessages } from '../schemas/bookings.ts';
import { requestMessages } from '../schemas/requests.ts';
import { seatMessages } from '../schemas/seats.ts';

/**
 * English, the source of every text an invitee reads (ADR 030): the booker, the booking page, the
 * public pages, the booking emails and the invite; and of the emails a signed-up user gets. Each other
 * locale (de.ts, fr.ts, …) has exactly these keys (`Catalog`); tests/shared/locales.test.ts fails on a
 * missing or extra one.
 *
 * Messages are ICU MessageFormat, as Lingui reads them: `{name}` is a value, and
 * `{count, plural, one {# day} other {# days}}` a count said by the locale's plural rules. A text the
 * specification or an API answer also uses is referenced, never typed twice.
 */
export const en = {
  // Every public page: in en-common.ts, which the web app has before any catalog arrives.
  ...enCommon,

  'notFound.title': messages.notFound,
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.pageTitle': 'Page not found',

  // The booker
  'booker.notFoundTitle': 'This event type could not be found',
  'booker.notFoundText': 'There is no event type at this address, or it is not public.',
  'booker.thisPage': 'This page',
  'booker.yourBooking': 'Your booking',
  'booker.linkInvalid': bookingMessages.linkInvalid,
  'booker.openLinkFromEmail': 'Open the link from your confirmation email.',
  'booker.wasCancelled': 'This booking was cancelled',
  'booker.alreadyPast': bookingMessages.alreadyPast,
  'booker.cannotMove': 'It can no longer be rescheduled.',
  'booker.seeYourBooking': 'See your booking',
  'booker.chooseDay': 'Choose a day',
  'booker.chooseTime': 'Choose a time',
  'booker.noLongerOpen': 'This time is no longer open',
  'booker.chooseAnother': 'Please choose another one.',
  'booker.noticeAhead': 'Book at least {notice} ahead.',
  'booker.timeZone': 'Time zone',
  'booker.timeFormat': 'Time format',
  'booker.hour12': '12h',
  'booker.hour24': '24h',
  'booker.times': firstViewMessages.times,
  'booker.loadingTimes': 'Loading open times',
  'booker.slotsNotLoaded': bookingMessages.slotsNotLoaded,
  'booker.noTimesInMonth': 'No times available in {month}.',
  'booker.jumpToNext': 'Jump to next available: {date}',
  'booker.noTimesAhead': 'There are no open times in the coming weeks.',
  'booker.awayUntil': '{name} is away until {date}',
  'booker.bookInstead': 'Book with {name} instead',
  'firstView.noTimes': firstViewMessages.noTimes,
  'booker.pickDayFirst': 'Choose a day to see its open times.',
  'booker.noTimesOnDay': 'No open times on this day. Choose another day.',
  'booker.openTimes': 'Open times',
  'booker.seatsLeft': '{count, plural, one {# seat left} other {# seats left}}',
  'booker.previousMonth': 'Previous month',
  'booker.nextMonth': 'Next month',
  'booker.dayInPast': 'in the past',
  'booker.dayClosed': 'no open times',
  'booker.dayLoading': 'loading',
  'booker.rescheduling': 'Rescheduling {when} — pick a new time',
  'booker.enterDetails': 'Enter your details',
  'booker.yourNewTime': 'Your new time',
  'booker.reasonForRescheduling': 'Reason for rescheduling',
  'booker.confirmNewTime': 'Confirm new time',
  'booker.moving': 'Moving…',
  'booker.slotTaken': bookingMessages.slotTaken,
  'booker.bookNotReached': bookingMessages.bookNotReached,
  'booker.bookFailed': bookingMessages.bookFailed,
  'booker.moveNotReached': bookingMessages.moveNotReached,
  'booker.moveFailed': bookingMessages.moveFailed,
  'booker.noZoneFound': 'No time zone matches “{query}”.',
  'booker.searchZone': 'Search {label}',
  'booker.searchZoneHint': 'Search, e.g. Berlin',
  'booker.series.everyDay': '{count, plural, one {Every day} other {Every # days}}',
  'booker.series.everyWeek': '{count, plural, one {Every week} other {Every # weeks}}',
  'booker.series.everyMonth': '{count, plural, one {Every month} other {Every # months}}',
  'booker.series.howMany': 'How many times?',
  'booker.series.count': '{count, plural, one {# time} other {# times}}',
  'booker.series.dates': 'Your dates',
  'booker.series.inZone': '({zone})',
  'booker.series.notFree': 'Not free',
  'booker.series.leftOut': 'Left out',
  'booker.series.conflicts':
    '{count, plural, one {One date of this series is not free.} other {# dates of this series are not free.}}',
  'booker.series.pickAnother': 'Choose fewer times or another time.',
  'booker.series.partialOffer':
    '{count, plural, one {You can book the others without it.} other {You can book the others without them.}}',
  'booker.series.bookOthers': '{count, plural, one {Book the other date} other {Book the other # dates}}',

  // The booking form's words around the host's own questions
  'form.optional': bookingFormTexts.optional,
  'form.choose': bookingFormTexts.choose,
  'form.phoneHint': bookingFormTexts.phoneHint,
  'form.addGuest': bookingFormTexts.addGuest,
  'form.guestLabel': 'Guest {n}’s email',
  'form.removeGuest': 'Remove guest {n}',
  'form.guestsFull': 'You can add up to {max} guests.',
  'form.inviteeAddressLabel': bookingFormTexts.inviteeAddressLabel,
  'form.inviteePhoneLabel': bookingFormTexts.inviteePhoneLabel,
  'form.locationShownAfter': bookingFormTexts.locationShownAfter,
  'form.where': bookingFormTexts.where,
  'form.answers': bookingFormTexts.answers,
  'form.guest': bookingFormTexts.guest,
  'form.yes': bookingFormTexts.yes,
  'form.no': bookingFormTexts.no,
  'form.opensInNewTab': bookingFormTexts.opensInNewTab,
  'form.joinMeeting': bookingFormTexts.joinMeeting,
  'form.passcode': 'Passcode',
  'form.dialIn': 'Dial in',
  'form.loadingForm': bookingFormTexts.loadingForm,
  'form.submit': bookingFormTexts.submit,
  'form.submitting': bookingFormTexts.submitting,
  'form.requestSubmit': bookingFormTexts.requestSubmit,
  'form.requestSubmitting': bookingFormTexts.requestSubmitting,
  'form.requestNote': bookingFormTexts.requestNote,
  /** The system questions' labels, when the host kept the default wording. */
  'form.field.name': 'Name',
  'form.field.email': 'Email',
  'form.field.location': 'Location',
  'form.field.notes': 'Notes',
  'form.field.guests': 'Guests',
  'form.field.notesPlaceholder': 'Anything that will help prepare for the meeting.',
  'form.location.in_person': 'In person',
  'form.location.invitee_address': 'In person, at an address you choose',
  'form.location.phone': 'Phone call',
  'form.location.invitee_phone': 'Phone call to your number',
  'form.location.link': 'Online meeting',
  'form.location.jitsi': 'Jitsi Meet video call',
  'form.location.video': 'Video call',
  'form.required': '{label} is required.',
  'form.answerRequired': 'Please answer this question.',
  'form.invalidEmail': 'Email must be a valid email address.',

  // The booking page (the manage link)
  'booking.linkInvalidText': 'Check that you opened the whole link from your confirmation email.',
  'booking.scheduled': 'You are scheduled',
  'booking.rescheduled': 'Your booking was rescheduled',
  'booking.inviteSent': 'A calendar invitation was sent to {email}.',
  'booking.needChange': 'Need to make a change?',
  'booking.reschedule': 'Reschedule',
  'booking.cancel': messages.cancel,
  'booking.bookAgain': 'Book again',
  'booking.cancelledByYou': 'Cancelled by you.',
  'booking.cancelledByHost': 'Cancelled by {host}.',
  'booking.cancelledPlain': 'Cancelled.',
  'booking.cancelledByYouAt': 'Cancelled by you on {date} at {time}.',
  'booking.cancelledByHostAt': 'Cancelled by {host} on {date} at {time}.',
  'booking.cancelledAt': 'Cancelled on {date} at {time}.',
  'booking.what': 'What',
  'booking.when': 'When',
  'booking.who': 'Who',
  'booking.notes': 'Notes',
  'booking.reason': 'Reason',
  'booking.host': '{count, plural, one {(host)} other {(hosts)}}',
  'booking.hostsTime': '{host}’s time: {when}',
  'booking.otherAttendees': seatMessages.otherAttendees,
  'booking.addToCalendar': 'Add to calendar',
  'booking.calendarFile': 'Calendar file (.ics)',
  'booking.with': 'With {host}',
  'booking.cancelTitle': 'Cancel this booking?',
  'booking.cancelDescription': '{when}. Both of you will be emailed.',
  'booking.reasonForCancelling': 'Reason for cancelling',
  'booking.keepBooking': 'Keep booking',
  'booking.cancelBooking': 'Cancel booking',
  'booking.cancelling': 'Cancelling…',
  'booking.cancelledToast': bookingMessages.cancelled,
  'booking.cancelRest': 'Cancel this and the following',
  'booking.cancelRestTitle': 'Cancel this and the following dates?',
  'booking.cancelRestDescription':
    '{count, plural, one {# date} other {# dates}} from {when} on will be cancelled. Both of you will be emailed.',
  'booking.cancelRestSubmit': 'Cancel these dates',
  'booking.cancelRestToast': '{count, plural, one {# date was cancelled.} other {# dates were cancelled.}}',
  'booking.series.title': 'Dates of this series',
  'booking.series.thisOne': 'This page shows date {position} of {count}.',
  'booking.series.skipped':
    '{count, plural, one {Not booked: {dates}. That date was not free.} other {Not booked: {dates}. Those dates were not free.}}',
  'booking.series.position': '{position} of {count}',
  'booking.series.accepted': 'Confirmed',
  'booking.series.pending': 'Awaiting the host',
  'booking.series.cancelled': 'Cancelled',
  'booking.series.rejected': 'Declined',
  'booking.series.shown': 'Shown above',
  'booking.series.rescheduleOne': 'Reschedule {when}',
  'booking.series.cancelOne': 'Cancel {when}',
  'booking.cancelNotReached': bookingMessages.cancelNotReached,
  'booking.alreadyCancelled': bookingMessages.alreadyCancelled,
  'booking.at': '{date} at {time}',
  'booking.untilStart': 'its start',
  'booking.requestSentTitle': requestMessages.sentTitle,
  'booking.requestSentBody':
    '{host} will confirm or decline your request. Your time is held until then; the calendar invitation comes once it is confirmed. We emailed {email}.',
  'booking.pendingTitle': requestMessages.pendingTitle,
  'booking.pendingBody':
    '{host} has not confirmed this time yet. If there is no answer by {until}, the request is declined and you are emailed.',
  'booking.moveAwaitingTitle': 'Your move awaits the host',
  'booking.moveAwaitingBody':
    'Your booking stays on {held} until {host} confirms the move to {to}. Without an answer by {until}, it stays there and you are emailed.',
  'booking.declinedTitle': requestMessages.declinedTitle,
  'booking.declinedWhy': '{host} declined it: {reason}',
  'booking.declined': '{host} declined it.',
  'booking.expiredReason': requestMessages.expiredReason,

  // The public profile page
  'profile.noEventTypes': '{name} has no event types to show yet.',
  'profile.notFoundTitle': 'This page could not be found',
  'profile.notFoundText': 'No one is using the username “{username}” on Kairos.',
  'profile.eventTypes': 'Event types',
  'profile.couldNotLoad': 'This page could not be loaded. Please try again later.',
  'profile.minutesShort': '{count}m',

  // The page a host's approve or decline link opens
  'request.approveTitle': 'Approve this request?',
  'request.approveButton': 'Approve request',
  'request.approving': 'Approving...',
  'request.approved': requestMessages.approved,
  'request.declineTitle': 'Decline this request?',
  'request.declineButton': 'Decline request',
  'request.declining': 'Declining...',
  'request.declined': requestMessages.declined,
  'request.linkInvalidTitle': requestMessages.linkInvalidTitle,
  'request.linkInvalidHint': requestMessages.linkInvalidHint,
  'request.linkNotValid': 'Link not valid',
  'request.goToBookings': 'Go to your bookings',
  'request.couldNotLoad': 'The request could not be loaded. Please try again.',
  'request.approveFailed': 'The request could not be approved. Please try again.',
  'request.declineFailed': 'The request could not be declined. Please try again.',
  'request.approveNote': '{invitee} gets the calendar invitation, and the meeting goes into your calendar.',
  'request.declineNote': '{invitee} is emailed, with your reason if you give one, and the time is free again.',
  'request.reasonOptional': 'Reason (optional)',
  'request.reasonPlaceholder': 'Let the invitee know why',
  'request.theirZone': 'Their time zone',
  'request.answerBy': 'Answer by',
  'request.orDeclined': '{deadline}, or it is declined',

  // Emails (the invitee's and the guests' in the booking's language; the host's in theirs)
  'email.hi': 'Hi {name},',
  'email.hello': 'Hello,',
  'email.what': 'What',
  'email.when': 'When',
  'email.who': 'Who',
  'email.where': 'Where',
  'email.was': 'Was',
  'email.notes': 'Notes',
  'email.reason': 'Reason',
  'email.guests': 'Guests',
  'email.inviteeTimeZone': 'Invitee time zone',
  'email.hostLabel': '{count, plural, one {{name} (host)} other {{name} (hosts)}}',
  'email.orPaste': 'Or paste this link into your browser:',
  'email.signature': '— Kairos',
  'email.removedFromCalendar': 'The event is removed from your calendar.',
  'email.series.restSummary':
    '{cancelled, plural, one {# date of this series was cancelled} other {# dates of this series were cancelled}}; {remaining, plural, =0 {none remains.} one {# remains, listed below.} other {# remain, listed below.}}',
  'email.series.dates': '{count, plural, one {The date ({zone})} other {All # dates ({zone})}}',
  'email.series.cancelled': '{count, plural, one {Cancelled (# date, {zone})} other {Cancelled (# dates, {zone})}}',
  'email.series.remaining':
    '{count, plural, =0 {Still on} one {Still on (# date, {zone})} other {Still on (# dates, {zone})}}',
  'email.series.skipped': '{count, plural, one {Not booked (not free)} other {Not booked (# dates, not free)}}',
  'email.series.noneRemain': 'None: no date of this series remains.',
  'email.series.calendarUpdated': 'The cancelled dates are removed from your calendar; the others stay.',
  'email.keepThis': 'Keep this email: its link lets you reschedule or cancel, so do not share it.',
  'email.rescheduleOrCancel': 'Reschedule or cancel',
  'email.seeBookings': 'See your bookings',
  'email.hostFootnote': 'You receive this because people can book you on Kairos.',
  'email.joinMeeting': 'Join the meeting',
  'email.invitee.created.subject': 'Confirmed: {title} with {host}',
  'email.invitee.created.body': 'Your booking with {host} is confirmed. A calendar invitation is attached.',
  'email.invitee.rescheduled.subject': 'Rescheduled: {title} with {host}',
  'email.invitee.rescheduled.body':
    'Your booking with {host} has moved to a new time. Your calendar invitation is updated.',
  'email.invitee.cancelled.subject': 'Cancelled: {title} with {host}',
  'email.invitee.cancelled.byHost': '{host} cancelled your booking.',
  'email.invitee.cancelled.byInvitee': 'Your booking was cancelled, as you asked.',
  'email.host.created.subject': 'New booking: {title} with {invitee}',
  'email.host.created.body': '{invitee} booked a time with you.',
  'email.host.rescheduled.subject': 'Rescheduled: {title} with {invitee}',
  'email.host.rescheduled.body': '{invitee} moved their booking to a new time.',
  'email.host.cancelled.subject': 'Cancelled: {title} with {invitee}',
  'email.host.cancelled.byHost': 'You cancelled this booking. The invitee has been emailed.',
  'email.host.cancelled.byTeamAdmin':
    '{name}, an owner or admin of your team, cancelled this booking. The invitee has been emailed.',
  'email.host.cancelled.byInvitee': '{invitee} cancelled their booking.',
  'email.guest.meeting': '{title} with {host}',
  'email.guest.inviter': '{name} ({email})',
  'email.guest.created.subject': 'Invitation: {meeting}',
  'email.guest.created.body': '{inviter} invited you to {meeting}. A calendar invitation is attached.',
  'email.guest.rescheduled.subject': 'Updated invitation: {meeting}',
  'email.guest.rescheduled.body':
    '{meeting}, to which {inviter} invited you, has moved to a new time. Your calendar invitation is updated.',
  'email.guest.cancelled.subject': 'Cancelled: {meeting}',
  'email.guest.cancelled.body': '{meeting}, to which {inviter} invited you, was cancelled.',
  'email.guest.footnote': 'You receive this because {invitee} added you as a guest when booking {host}.',

  'email.request.untilStart': 'its start',
  'email.request.requested.subject': 'Requested: {meeting}',
  'email.request.requested.body':
    'Your request is sent. {host} will confirm or decline it; until then the time is held for you.',
  'email.request.requested.notYet':
    'This is not confirmed yet: the calendar invitation comes once {host} confirms. Without an answer by {deadline}, the request is declined and you are emailed.',
  'email.request.moved.subject': 'Request moved: {meeting}',
  'email.request.moved.body': 'Your request now asks for a new time. It still waits for {host} to confirm it.',
  'email.request.cancelled.subject': 'Request cancelled: {meeting}',
  'email.request.cancelled.byHost': '{host} cancelled your request.',
  'email.request.cancelled.byInvitee': 'Your request was cancelled, as you asked.',
  'email.request.expired.subject': 'Request expired: {meeting}',
  'email.request.declined.subject': 'Declined: {meeting}',
  'email.request.expired.body':
    '{host} did not answer your request in time, so it is declined and the time is free again.',
  'email.request.declined.body': '{host} declined your request.',
  'email.request.moveDeclined.subject': 'Move declined: {meeting}',
  'email.request.moveDeclined.body': '{host} declined moving your booking. It stays at the time below.',
  'email.request.moveExpired.body': '{host} did not answer in time, so your booking stays at the time below.',
  'email.request.moveKept': 'Your booking and its calendar invitation stay as they were.',
  'email.request.change': 'Change or cancel your request',
  'email.request.keepThis': 'Keep this email: its link lets you change or cancel your request, so do not share it.',
  'email.request.nothingAdded': 'Nothing was added to your calendar.',
  'email.hostRequest.requested.subject': 'Request to confirm: {meeting}',
  'email.hostRequest.requested.body':
    '{invitee} asks for this time. It is held for them until you answer, or until {deadline}, when the request is declined automatically.',
  'email.hostRequest.moved.body':
    '{invitee} moved their request to a new time. It waits for your answer until {deadline}.',
  'email.hostRequest.cancelled.byHost': 'You cancelled this request. The invitee has been emailed.',
  'email.hostRequest.cancelled.byInvitee': '{invitee} cancelled their request.',
  'email.hostRequest.expired.body':
    'Nobody answered this request in time, so it is declined and the time is free again. The invitee has been emailed.',
  'email.hostRequest.declined.body': 'You declined this request. The invitee has been emailed.',
  'email.hostRequest.decline': 'Decline',
  'email.hostRequest.declineLink': 'Decline this request',
  'email.hostRequest.approve': 'Approve',
  'email.hostRequest.footnote':
    'Each link opens a page that asks you to confirm, and works once. You can also answer from Bookings, Pending.',
  'email.hostRequest.approved.body': 'You approved this request. {invitee} has been sent the calendar invitation.',

  // A signed-up user's own emails, in the language of their Profile (docs/product.md#languages)
  'email.hiNoName': 'Hi,',
  'email.openInstalledApps': 'Open Installed Apps',
  // Once per death of a grant the provider refused (ADR 048); an app that only makes meetings (Zoom) has no calendar.
  'email.grantDead.subject': 'Reconnect {provider} to Kairos',
  'email.grantDead.body':
    '{provider} no longer lets Kairos use your account {account}. Until you connect it again, Kairos keeps using the busy times it last read, new bookings are not added to that calendar, and meetings cannot be made there.',
  'email.grantDead.meetingsBody':
    '{provider} no longer lets Kairos use your account {account}. Until you connect it again, bookings with a {provider} location are confirmed without a meeting link.',
  'email.grantDead.reconnect':
    'Your bookings are safe in Kairos, and people can still book you. Open Installed Apps and choose Reconnect.',
  'email.grantDead.footnote':
    'You get this email once; the next one only if the account stops working again after you reconnect it.',
  // Once per booking whose video meeting could not be made (ADR 045, ADR 051): the booking stands.
  'email.meetingFailed.subject': 'A {provider} meeting could not be made for a booking',
  'email.meetingFailed.body': 'Kairos could not make the {provider} meeting for “{booking}” ({when}).',
  'email.meetingFailed.next':
    'The booking is confirmed and Kairos keeps trying. Until the meeting is made, your invitee’s confirmation waits; if it cannot be made, it is sent without a meeting link, so please send them one yourself. Check the app in Installed Apps.',
  'email.meetingFailed.footnote': 'You get this email once for this booking.',
  // Once while bookings keep failing to reach the calendar (not one per booking).
  'email.calendarWriteFailed.subject': 'Bookings are not reaching your calendar',
  'email.calendarWriteFailed.body': 'Kairos could not add your bookings to the calendar “{calendar}”. {reason}',
  'email.calendarWriteFailed.next':
    'Your bookings are safe in Kairos, and people can still book you. Check the connection in Installed Apps; the next booking is tried again.',
  'email.calendarWriteFailed.footnote':
    'You get this email once; the next one only after bookings have reached your calendar again.',
  // A webhook switched off after WEBHOOK_MAX_CONSECUTIVE_FAILURES failures in a row.
  'email.webhookOff.subject': 'A webhook was switched off',
  'email.webhookOff.body':
    'Kairos could not deliver to your webhook {url} {count, plural, one {# time} other {# times}} in a row, so it is switched off.',
  'email.webhookOff.action': 'Review your webhooks',
  'email.webhookOff.footnote': 'Switch it back on in Settings → Webhooks once the receiver works again.',
  // A team's invitation (ADR 028): in the invitee's language when they have an account, else English.
  'email.teamInvite.subject': '{inviter} invited you to {team} on Kairos',
  'email.teamInvite.body':
    '{inviter} invited you to join the team {team} on Kairos as {role, select, owner {owner} admin {admin} other {member}}.',
  'email.teamInvite.account':
    'Open the link to accept. Without a Kairos account yet, create one with this email address first.',
  'email.teamInvite.action': 'View invitation',
  'email.teamInvite.footnote':
    'This link works once and expires in {days, plural, one {# day} other {# days}}. If you did not expect it, you can ignore this email.',
  // The code that proves an address when signing in with a provider (ADR 053).
  'email.signInCode.subject': 'Your Kairos code: {code}',
  'email.signInCode.create':
    'Someone (hopefully you) is signing in to Kairos and asked to create a Kairos account for this address with the {provider} account {account}.',
  'email.signInCode.link':
    'Someone (hopefully you) is signing in to Kairos and asked to link the {provider} account {account} to your Kairos account.',
  'email.signInCode.enter': 'To finish, enter this code where you started signing in: {code}',
  'email.signInCode.action': 'Finish signing in',
  'email.signInCode.footnote':
    'The code works for {minutes, plural, one {# minute} other {# minutes}}, and the link only in the browser where you started. If this was not you, ignore this email: nothing changes without the code. Never share it.',
  // Registration and passwords: the account's language, else the one of the page that asked.
  'email.verify.subject': 'Verify your email address',
  'email.verify.body': 'Welcome to Kairos! Please confirm that this is your email address.',
  'email.verify.action': 'Verify email',
  'email.verify.footnote':
    'This link expires in {hours, plural, one {# hour} other {# hours}}. If you did not create an account, you can ignore this email.',
  'email.alreadyRegistered.subject': 'Someone tried to register with your email',
  'email.alreadyRegistered.body':
    'Someone (perhaps you) tried to create a Kairos account with this email address, but you already have one. You can sign in at {loginUrl}, or reset your password if you have forgotten it.',
  'email.alreadyRegistered.footnote':
    'If this was not you, you can ignore this email; your account has not been changed.',
  'email.resetPassword.subject': 'Reset your password',
  'email.resetPassword.body': 'We received a request to reset the password of your Kairos account.',
  'email.resetPassword.action': 'Reset password',
  'email.resetPassword.footnote':
    'This link expires in {hours, plural, one {# hour} other {# hours}} and works once. If you did not ask for it, you can ignore this email.',

  // The invite (iCalendar DESCRIPTION)
  'invite.join': 'Join: {url}',
  'invite.reason': 'Reason: {reason}',
  'invite.notes': 'Notes',
  'invite.manage': 'Reschedule or cancel: {url}',
} as const;

export type MessageId = keyof typeof en;
/** Keys only the server uses (the emails): the web build's copy of each catalog leaves them out. */
export const SERVER_ONLY_KEY = /^email\./;
/** A locale's texts: every key English has, and no other. */
export type Catalog = Record<MessageId, string>;
