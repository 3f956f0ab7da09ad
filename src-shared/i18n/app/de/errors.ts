import { editorMessages } from '../../../event-type-editor.ts';
import { messages } from '../../../messages.ts';
import { serverUrlMessages } from '../../../server-url.ts';
import { textMessages } from '../../../text.ts';
import { usernameMessages } from '../../../username.ts';
import { adminUsersMessages } from '../../../schemas/admin-users.ts';
import { adminMessages } from '../../../schemas/admin.ts';
import { authAnswers, authFieldMessages } from '../../../schemas/auth.ts';
import { availabilityMessages } from '../../../schemas/availability.ts';
import { answerMessages, fieldMessages, locationMessages } from '../../../schemas/booking-fields.ts';
import { bookingMessages } from '../../../schemas/bookings.ts';
import { calendarErrorMessages, calendarMessages } from '../../../schemas/calendars.ts';
import { confirmationMessages } from '../../../schemas/confirmation-settings.ts';
import { domainMessages } from '../../../schemas/domains.ts';
import { embedMessages } from '../../../schemas/embed.ts';
import { eventTypeLimitMessages } from '../../../schemas/event-types.ts';
import { insightsMessages } from '../../../schemas/insights.ts';
import { liveMessages } from '../../../schemas/live.ts';
import { preferencesMessages } from '../../../schemas/preferences.ts';
import { profileMessages } from '../../../schemas/profile.ts';
import { requestMessages } from '../../../schemas/requests.ts';
import { routingMessages } from '../../../schemas/routing-forms.ts';
import { seatMessages } from '../../../schemas/seats.ts';
import { teamEventTypeMessages } from '../../../schemas/team-event-types.ts';
import { teamMessages } from '../../../schemas/teams.ts';
import { webhookMessages } from '../../../schemas/webhooks.ts';
import { workflowMessages } from '../../../schemas/workflows.ts';
import type { ErrorSentence } from '../errors.ts';

export const errorsDe: { readonly [S in ErrorSentence]: string } = {
  [authFieldMessages.emailRequired]: 'E-Mail ist erforderlich',
  [authFieldMessages.emailTooLong]: 'Die E-Mail-Adresse ist zu lang',
  [authFieldMessages.emailInvalid]: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  [authFieldMessages.passwordRequired]: 'Passwort ist erforderlich',
  [authFieldMessages.passwordTooLong]: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  [authFieldMessages.passwordLetter]: 'Das Passwort muss mindestens einen Buchstaben enthalten.',
  [authFieldMessages.passwordNumber]: 'Das Passwort muss mindestens eine Ziffer enthalten.',
  [authFieldMessages.firstNameRequired]: 'Vorname ist erforderlich',
  [authFieldMessages.lastNameRequired]: 'Nachname ist erforderlich',
  [authFieldMessages.firstNameTooLong]: 'Der Vorname darf höchstens 100 Zeichen lang sein',
  [authFieldMessages.lastNameTooLong]: 'Der Nachname darf höchstens 100 Zeichen lang sein',
  [authFieldMessages.invalidToken]: 'Ungültiger Token',
  [adminMessages.invalidDomain]: 'Geben Sie einen gültigen Domainnamen ein, etwa example.com.',
  [adminMessages.invalidIp]: 'Geben Sie eine gültige IPv4- oder IPv6-Adresse ein, etwa 203.0.113.10.',
  [adminMessages.invalidToken]:
    'Das ist kein Cloudflare-API-Token: Es darf nur Buchstaben, Ziffern und Symbole enthalten, ohne Leerzeichen.',
  [adminUsersMessages.lastAppAdmin]:
    'Dies ist der letzte App-Admin. Machen Sie zuerst ein anderes Konto zum App-Admin, bevor Sie dieses herabstufen, deaktivieren oder löschen.',
  [adminUsersMessages.nothingToChange]: 'Senden Sie eine Rolle, „disabled“ oder beides.',
  [adminUsersMessages.userNotFound]: 'Dieses Konto existiert nicht mehr.',
  [answerMessages.guestInvalid]: 'Jeder Gast braucht eine gültige E-Mail-Adresse.',
  [answerMessages.summary]: 'Einige Antworten müssen noch einmal geprüft werden.',
  [answerMessages.tooManyGuests]: 'Es können höchstens 10 Gäste sein.',
  [availabilityMessages.bookingPageNotFound]: 'Diese Buchungsseite existiert nicht.',
  [availabilityMessages.bufferRange]: 'Puffer müssen zwischen 0 und 720 Minuten liegen.',
  [availabilityMessages.dateFormat]: 'Verwenden Sie ein Datum wie 2027-03-30.',
  [availabilityMessages.duplicateOverride]: 'Jedes Datum kann nur eine Ausnahme haben.',
  [availabilityMessages.eventTypeNotFound]: 'Termintyp nicht gefunden',
  [availabilityMessages.intervalRange]: 'Das Intervall muss zwischen 5 und 720 Minuten liegen.',
  [availabilityMessages.invalidInstant]: 'Verwenden Sie für from und to ISO-Daten wie 2027-03-28T00:00:00Z.',
  [availabilityMessages.limitRange]: 'Limits müssen zwischen 1 und 1000 Buchungen liegen.',
  [availabilityMessages.nameRequired]: 'Name ist erforderlich',
  [availabilityMessages.nameTooLong]: 'Der Name darf höchstens 100 Zeichen lang sein',
  [availabilityMessages.noticeRange]: 'Die Mindestvorlaufzeit muss zwischen 0 und 525600 Minuten (ein Jahr) liegen.',
  [availabilityMessages.scheduleNotFound]: 'Zeitplan nicht gefunden',
  [availabilityMessages.seatsRange]: 'Es müssen zwischen 2 und 1000 Plätze pro Zeit sein.',
  [availabilityMessages.seatsWithConfirmation]:
    'Eine Zeit mit Plätzen kann keine Bestätigung verlangen. Schalten Sie eines von beiden aus.',
  [availabilityMessages.spanOrder]: 'to muss nach from liegen.',
  [availabilityMessages.spanTooLong]: 'Fragen Sie höchstens 42 Tage auf einmal ab.',
  [availabilityMessages.timeFormat]: 'Verwenden Sie eine Uhrzeit wie 09:00 (00:00 bis 24:00).',
  [availabilityMessages.tooManyOverrides]: 'Ein Zeitplan kann höchstens 400 Ausnahmen für bestimmte Daten haben.',
  [availabilityMessages.tooManyRanges]: 'Ein Tag kann höchstens 8 Zeitspannen haben.',
  [availabilityMessages.wholeMinutes]: 'Verwenden Sie eine ganze Zahl von Minuten.',
  [availabilityMessages.windowDaysRange]: 'Das fortlaufende Zeitfenster muss zwischen 1 und 3650 Tagen liegen.',
  [availabilityMessages.windowRangeOrder]: 'Der letzte Tag darf nicht vor dem ersten Tag liegen.',
  [availabilityMessages.windowRangeRequired]: 'Wählen Sie den ersten und den letzten Tag des Zeitraums.',
  [bookingMessages.alreadyCancelled]: 'Diese Buchung wurde bereits storniert.',
  [bookingMessages.alreadyPast]: 'Dieser Termin hat bereits stattgefunden.',
  [bookingMessages.beyondHorizon]:
    'Buchungen sind höchstens 2 Jahre im Voraus möglich. Bitte wählen Sie eine frühere Zeit.',
  [bookingMessages.busy]: 'Buchungen sind gerade stark ausgelastet. Bitte versuchen Sie es erneut.',
  [bookingMessages.cannotReschedule]:
    'Diese Buchung kann nicht mehr verschoben werden. Bitte buchen Sie eine neue Zeit.',
  [bookingMessages.feedNotFound]: 'Dieser Kalender-Feed existiert nicht.',
  [bookingMessages.hostAccountClosed]: 'Der Gastgeber hat sein Kairos-Konto geschlossen.',
  [bookingMessages.idempotencyKey]: 'Idempotency-Key muss eine UUID sein.',
  [bookingMessages.idempotencyKeyReused]: 'Dieser Idempotency-Key wurde bereits für eine andere Buchung verwendet.',
  [bookingMessages.inPast]: 'Diese Zeit ist bereits vorbei. Bitte wählen Sie eine andere.',
  [bookingMessages.invalidStart]: 'Verwenden Sie für start eine ISO-Zeit wie 2027-03-28T09:00:00Z.',
  [bookingMessages.linkInvalid]: 'Dieser Buchungslink ist ungültig.',
  [bookingMessages.notFound]: 'Buchung nicht gefunden',
  [bookingMessages.notOpen]: 'Diese Zeit ist nicht buchbar. Bitte wählen Sie eine andere.',
  [bookingMessages.notesTooLong]: 'Notizen dürfen höchstens 1000 Zeichen lang sein.',
  [bookingMessages.outsideWindow]:
    'Diese Zeit liegt außerhalb des Zeitraums, in dem dieser Termin gebucht werden kann. Bitte wählen Sie eine andere.',
  [bookingMessages.reasonTooLong]: 'Der Grund darf höchstens 500 Zeichen lang sein',
  [bookingMessages.rescheduledTooOften]:
    'Diese Buchung wurde zu oft verschoben, um sie erneut zu verschieben. Bitte stornieren Sie sie und buchen Sie eine neue Zeit.',
  [bookingMessages.slotTaken]: 'Jemand anderes hat diese Zeit gerade gebucht. Bitte wählen Sie eine andere.',
  [bookingMessages.unstorable]: 'Diese Zeit kann nicht gebucht werden. Bitte wählen Sie eine andere.',
  [calendarMessages.alreadyConnected]: 'Dieser Kalender ist bereits verbunden.',
  [calendarMessages.calendarNotFound]: 'Kalender nicht gefunden',
  [calendarMessages.conflict]:
    'Diese Zeit ist im Kalender des Gastgebers nicht mehr frei. Bitte wählen Sie eine andere.',
  [calendarMessages.notFound]: 'Kalenderverbindung nicht gefunden',
  [calendarMessages.passwordRequired]: 'Geben Sie Ihr Passwort oder App-Passwort ein.',
  [calendarMessages.passwordTooLong]: 'Das Passwort darf höchstens 1024 Zeichen lang sein.',
  [calendarMessages.readOnlyDestination]:
    'Buchungen können nur zu einem CalDAV-Kalender hinzugefügt werden, in den Sie schreiben können.',
  [calendarMessages.tooMany]: 'Sie können höchstens 10 Kalenderkonten und Abonnements verbinden.',
  [calendarMessages.urlCredentials]:
    'Geben Sie Benutzername und Passwort in die eigenen Felder ein, nicht in die Adresse.',
  [calendarMessages.urlInvalid]: 'Geben Sie eine gültige Adresse ein, etwa https://cloud.example.com.',
  [calendarMessages.urlTooLong]: 'Die Adresse darf höchstens 2000 Zeichen lang sein.',
  [calendarMessages.usernameRequired]: 'Geben Sie Ihren Benutzernamen ein.',
  [calendarMessages.usernameTooLong]: 'Der Benutzername darf höchstens 256 Zeichen lang sein.',
  [confirmationMessages.expiryRange]: 'Geben Sie eine ganze Zahl von Stunden zwischen 1 und 8760 ein.',
  [confirmationMessages.thresholdRange]:
    'Geben Sie eine ganze Zahl von Stunden zwischen 1 und 8760 ein oder lassen Sie das Feld leer.',
  [domainMessages.appOwnDomain]:
    'Das ist die eigene Domain der App. Verwenden Sie eine Domain, die Ihrem Unternehmen gehört.',
  [domainMessages.dnsTimeout]: 'Die DNS-Abfrage hat zu lange gedauert. Versuchen Sie es in einer Minute erneut.',
  [domainMessages.dnsUnavailable]: 'Der DNS-Server war nicht erreichbar. Versuchen Sie es später erneut.',
  [domainMessages.domainTaken]: 'Diese Domain wird bereits von einem anderen Konto verwendet.',
  [domainMessages.invalidHostname]: 'Geben Sie einen gültigen Domainnamen ein, etwa book.example.com.',
  [domainMessages.noDomainSaved]: 'Speichern Sie eine Domain, bevor Sie sie prüfen.',
  [domainMessages.publicIpNotConfigured]:
    'Nicht konfiguriert: Der Serveradministrator hat APP_PUBLIC_IP nicht gesetzt.',
  [domainMessages.subdomainNeedsThreeLabels]: 'Eine Subdomain braucht mindestens drei Teile, etwa book.example.com.',
  [editorMessages.noLocation]: 'Buchungen haben keinen Ort.',
  [embedMessages.listRequired]: 'allowedOrigins muss eine Liste von Website-Adressen sein.',
  [embedMessages.originFormat]:
    'Jeder erlaubte Ursprung muss eine Website-Adresse wie https://example.com sein: ein Schema, ein Host und optional ein Port, ohne Pfad.',
  [embedMessages.originHttps]:
    'Erlaubte Ursprünge müssen https:// verwenden (http:// nur für localhost oder 127.0.0.1 während der Entwicklung).',
  [embedMessages.tooMany]: 'Geben Sie höchstens 20 erlaubte Ursprünge an.',
  [eventTypeLimitMessages.descriptionTooLong]: 'Die Beschreibung darf höchstens 1000 Zeichen lang sein',
  [eventTypeLimitMessages.durationTooLong]: 'Die Dauer darf höchstens 1440 Minuten (24 Stunden) betragen',
  [eventTypeLimitMessages.durationWhole]: 'Die Dauer muss eine ganze Zahl von Minuten sein',
  [eventTypeLimitMessages.invalidCursor]: 'Der Cursor ist ungültig. Beginnen Sie wieder mit der ersten Seite.',
  [eventTypeLimitMessages.slugTaken]:
    'Sie haben bereits einen Termintyp mit diesem URL-Slug. Wählen Sie einen anderen.',
  [eventTypeLimitMessages.slugTooLong]: 'Der Slug darf höchstens 100 Zeichen lang sein',
  [fieldMessages.labelRequired]: 'Jede Frage braucht eine Bezeichnung.',
  [fieldMessages.labelTooLong]: 'Eine Bezeichnung darf höchstens 200 Zeichen lang sein.',
  [fieldMessages.lengthOrder]: 'Die Mindestlänge darf nicht größer als die Höchstlänge sein.',
  [fieldMessages.lengthWhole]: 'Längen sind ganze Zahlen ab 0.',
  [fieldMessages.nameFormat]:
    'Der Name einer Frage besteht aus Kleinbuchstaben, Ziffern, - und _ und beginnt mit einem Buchstaben (zum Beispiel company).',
  [fieldMessages.nameTooLong]: 'Der Name einer Frage darf höchstens 40 Zeichen lang sein.',
  [fieldMessages.noLength]: 'Nur kurze und lange Textfragen haben eine Mindest- und Höchstlänge.',
  [fieldMessages.noOptions]: 'Nur Auswahl-, Mehrfachauswahl- und Optionsfragen haben Optionen.',
  [fieldMessages.optionEmpty]: 'Optionen dürfen nicht leer sein.',
  [fieldMessages.optionTooLong]: 'Eine Option darf höchstens 100 Zeichen lang sein.',
  [fieldMessages.optionsRepeated]: 'Optionen müssen sich voneinander unterscheiden.',
  [fieldMessages.optionsRequired]: 'Fügen Sie mindestens eine Option hinzu.',
  [fieldMessages.placeholderTooLong]: 'Ein Platzhalter darf höchstens 200 Zeichen lang sein.',
  [fieldMessages.showIfCheckbox]:
    'Eine Kontrollkästchen-Bedingung ist entweder angekreuzt (true) oder nicht angekreuzt (false).',
  [fieldMessages.showIfEmpty]: 'Wählen oder tippen Sie die Antwort, bei der diese Frage erscheint.',
  [fieldMessages.showIfSystem]:
    'Eine Bedingung muss sich auf eine eigene Frage beziehen, nicht auf ein eingebautes Feld.',
  [fieldMessages.showIfUnknown]: 'Eine Bedingung muss sich auf eine Frage weiter oben beziehen.',
  [fieldMessages.tooMany]: 'Fügen Sie höchstens 30 Fragen hinzu.',
  [fieldMessages.tooManyOptions]: 'Fügen Sie höchstens 50 Optionen hinzu.',
  [insightsMessages.deletedEventType]: 'Gelöschter Termintyp',
  [insightsMessages.memberNotFound]: 'Mitglied nicht gefunden',
  [insightsMessages.noShowNotAccepted]: 'Nur eine angenommene Buchung kann als Nichterscheinen markiert werden.',
  [insightsMessages.noShowNotStarted]: 'Ein Nichterscheinen können Sie erst markieren, wenn die Buchung begonnen hat.',
  [insightsMessages.rangeOrder]: 'from muss am oder vor to liegen.',
  [insightsMessages.rangeTooLong]: 'to muss weniger als 732 Tage nach from liegen.',
  [insightsMessages.statusFilter]: 'status muss einer der Werte accepted, pending, cancelled, rejected, no_show sein.',
  [insightsMessages.teamNotFound]: 'Team nicht gefunden',
  [insightsMessages.tooManyExports]: 'Gerade laufen zu viele Exporte. Bitte versuchen Sie es in einer Minute erneut.',
  [liveMessages.serverFull]: 'Der Server hat gerade zu viele Live-Verbindungen. Es wird gleich erneut versucht.',
  [liveMessages.tooManyStreams]:
    'Zu viele Live-Verbindungen für dieses Konto. Schließen Sie ein anderes Kairos-Fenster oder einen anderen Tab und versuchen Sie es erneut.',
  [locationMessages.addressRequired]: 'Geben Sie die Adresse ein.',
  [locationMessages.addressTooLong]: 'Die Adresse darf höchstens 500 Zeichen lang sein.',
  [locationMessages.choose]: 'Ort ist erforderlich.',
  [locationMessages.duplicateKind]: 'Jede Art von Ort kann nur einmal hinzugefügt werden.',
  [locationMessages.inviteeAddressRequired]: 'Die Adresse des Treffpunkts ist erforderlich.',
  [locationMessages.inviteePhoneInvalid]: 'Ihre Telefonnummer muss die Ländervorwahl enthalten, etwa +1 212 555 0123.',
  [locationMessages.linkInvalid]: 'Geben Sie einen Link ein, der mit https:// beginnt',
  [locationMessages.linkTooLong]: 'Der Link darf höchstens 2000 Zeichen lang sein.',
  [locationMessages.noValue]: 'Diese Art von Ort hat keinen Wert.',
  [locationMessages.noneOffered]: 'Für diesen Termin gibt es keinen Ort zur Auswahl.',
  [locationMessages.notOffered]: 'Der Ort muss einer der Orte sein, die dieser Termin anbietet.',
  [locationMessages.phoneInvalid]: 'Geben Sie eine Telefonnummer mit Ländervorwahl ein, etwa +1 212 555 0123.',
  [locationMessages.tooMany]: 'Fügen Sie höchstens 6 Orte hinzu.',
  [messages.apiTokenEmpty]: 'Das API-Token darf nicht leer sein.',
  [messages.availabilitySaved]: 'Verfügbarkeit gespeichert',
  [messages.cloudflareTokenSaved]: 'Cloudflare-Token gespeichert.',
  [messages.domainAndIpRequired]: 'Domain und IP-Adresse sind erforderlich.',
  [messages.durationMin]: 'Die Dauer muss mindestens 1 Minute betragen',
  [messages.endAfterStart]: 'Die Endzeit muss nach der Startzeit liegen.',
  [messages.invalidResetToken]: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder fehlt.',
  [messages.invalidTimeZone]: 'Wählen Sie eine gültige Zeitzone.',
  [messages.loginMissingFields]: 'Bitte geben Sie E-Mail-Adresse und Passwort ein.',
  [messages.noVerificationToken]: 'Kein Bestätigungscode gefunden. Der Link ist möglicherweise ungültig.',
  [messages.passwordTooShort]: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  [messages.passwordsDoNotMatch]: 'Die Passwörter stimmen nicht überein.',
  [messages.resetSucceeded]: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
  [messages.slugFormat]: 'Der Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten',
  [messages.slugRequired]: 'Slug ist erforderlich',
  [messages.verificationSucceeded]: 'Ihre E-Mail-Adresse wurde bestätigt!',
  [preferencesMessages.bookingTimesPerHour]: 'Geben Sie eine ganze Zahl von Zeiten zwischen 1 und 100.000 ein.',
  [preferencesMessages.brandColorFormat]: 'Markenfarben müssen Hex-Farben wie #007bff sein.',
  [profileMessages.aboutTooLong]: '„Über mich“ darf höchstens 1000 Zeichen lang sein.',
  [profileMessages.avatarMissing]: 'Wählen Sie ein Bild zum Hochladen.',
  [profileMessages.avatarTooLarge]: 'Das Bild darf höchstens 2 MB groß sein.',
  [profileMessages.avatarUnreadable]:
    'Der Upload konnte nicht gelesen werden. Senden Sie ein Bild als multipart/form-data.',
  [profileMessages.avatarWrongType]: 'Das Bild muss ein PNG-, JPEG- oder WebP-Bild sein.',
  [profileMessages.firstNameRequired]: 'Vorname ist erforderlich.',
  [profileMessages.lastNameRequired]: 'Nachname ist erforderlich.',
  [profileMessages.nameTooLong]: 'Namen dürfen höchstens 100 Zeichen lang sein.',
  [requestMessages.alreadyApproved]: 'Diese Anfrage wurde bereits angenommen.',
  [requestMessages.alreadyDeclined]: 'Diese Anfrage wurde bereits abgelehnt.',
  [requestMessages.cancelledByInvitee]: 'Der Eingeladene hat diese Anfrage storniert.',
  [requestMessages.expired]: 'Diese Anfrage ist abgelaufen, bevor sie beantwortet wurde.',
  [requestMessages.expiredReason]: 'Der Gastgeber hat nicht rechtzeitig geantwortet.',
  [requestMessages.linkInvalid]:
    'Dieser Link ist ungültig. Öffnen Sie die neueste E-Mail zu dieser Anfrage oder beantworten Sie sie in Ihren Buchungen.',
  [requestMessages.notRequest]: 'Diese Buchung ist keine Anfrage: Sie ist bereits bestätigt.',
  [requestMessages.started]: 'Diese Anfrage kann nicht mehr angenommen werden: Ihre Zeit ist gekommen.',
  [requestMessages.timeTaken]:
    'Eine andere Buchung belegt jetzt diese Zeit, daher kann diese Anfrage nicht mehr angenommen werden. Lehnen Sie sie stattdessen ab.',
  [routingMessages.conditionCheckbox]:
    'Ein Kontrollkästchen ist entweder angekreuzt (true) oder nicht angekreuzt (false).',
  [routingMessages.conditionField]: 'Eine Bedingung muss eine Frage dieses Formulars nennen.',
  [routingMessages.conditionNumber]: 'Geben Sie eine Zahl ein.',
  [routingMessages.conditionValue]: 'Geben Sie die Antwort ein, nach der diese Bedingung sucht.',
  [routingMessages.conditionValues]: 'Geben Sie zwischen 1 und 50 Antworten an.',
  [routingMessages.conditionsRequired]:
    'Eine Route braucht mindestens eine Bedingung (Antworten, zu denen keine Route passt, gehen an die Ausweichroute).',
  [routingMessages.descriptionTooLong]: 'Die Beschreibung darf höchstens 1000 Zeichen lang sein.',
  [routingMessages.emailField]: 'Die E-Mail-Frage heißt email, und nur sie hat den Typ E-Mail.',
  [routingMessages.eventTypeRequired]: 'Wählen Sie einen Termintyp.',
  [routingMessages.eventTypeUnknown]: 'Wählen Sie einen Ihrer Termintypen oder einen eines Teams, das Sie verwalten.',
  [routingMessages.fieldType]: 'Wählen Sie einen der Typen der Buchungsfragen.',
  [routingMessages.fieldsRequired]: 'Fügen Sie mindestens eine Frage hinzu.',
  [routingMessages.messageRequired]: 'Geben Sie die Nachricht ein, die der Besucher liest.',
  [routingMessages.messageTooLong]: 'Die Nachricht darf höchstens 1000 Zeichen lang sein.',
  [routingMessages.nameRequired]: 'Geben Sie dem Formular einen Namen.',
  [routingMessages.nameTooLong]: 'Der Name darf höchstens 100 Zeichen lang sein.',
  [routingMessages.notFound]: 'Routing-Formular nicht gefunden',
  [routingMessages.nowhere]: 'Vielen Dank. Der Gastgeber meldet sich bei Ihnen.',
  [routingMessages.tooMany]: 'Sie können höchstens 50 Routing-Formulare haben.',
  [routingMessages.tooManyConditions]: 'Eine Route hat höchstens 10 Bedingungen.',
  [routingMessages.tooManyRoutes]: 'Fügen Sie höchstens 20 Routen hinzu.',
  [seatMessages.alreadySeated]: 'Sie haben zu dieser Zeit bereits einen Platz.',
  [seatMessages.full]: 'Alle Plätze dieser Zeit wurden gerade vergeben. Bitte wählen Sie eine andere.',
  [seatMessages.notSeated]: 'Diese Buchung ist kein Platz einer gemeinsamen Zeit.',
  [serverUrlMessages.credentials]: 'Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
  [serverUrlMessages.extra]: 'Geben Sie nur die Serveradresse ein, ohne Pfad, Abfrage oder #Fragment.',
  [serverUrlMessages.insecure]:
    'Verwenden Sie https:// für diesen Server: http:// funktioniert nur für einen Server auf diesem Computer (localhost).',
  [serverUrlMessages.invalid]: 'Geben Sie eine gültige Adresse ein, etwa https://kairos.example.com.',
  [serverUrlMessages.protocol]: 'Die Adresse muss mit https:// oder http:// beginnen.',
  [serverUrlMessages.required]: 'Geben Sie die Adresse Ihres Kairos-Servers ein.',
  [teamEventTypeMessages.hostNotMember]: 'Jeder Gastgeber muss Mitglied des Teams sein.',
  [teamEventTypeMessages.hostTwice]: 'Jeder Gastgeber kann nur einmal gewählt werden.',
  [teamEventTypeMessages.hostsRequired]: 'Wählen Sie mindestens einen Gastgeber.',
  [teamEventTypeMessages.noConfirmation]: 'Team-Termintypen können keine Bestätigung verlangen.',
  [teamEventTypeMessages.noSeats]: 'Für Team-Termintypen gibt es keine Plätze.',
  [teamEventTypeMessages.priorityRange]: 'Die Priorität muss eine ganze Zahl zwischen 0 und 4 sein.',
  [teamEventTypeMessages.schedulingType]: 'Wählen Sie „gemeinsam“ oder „Round-Robin“.',
  [teamEventTypeMessages.slugTaken]:
    'Das Team hat bereits einen Termintyp mit diesem URL-Slug. Wählen Sie einen anderen.',
  [teamEventTypeMessages.tooManyHosts]: 'Ein Team-Termintyp hat höchstens 50 Gastgeber.',
  [teamEventTypeMessages.tooManyUsers]: 'Ein Gruppenlink nennt höchstens 10 Personen.',
  [teamEventTypeMessages.weightRange]: 'Die Gewichtung muss eine ganze Zahl zwischen 1 und 100 sein.',
  [teamMessages.alreadyMember]: 'Diese Person ist bereits Mitglied des Teams.',
  [teamMessages.inviteExpired]: 'Diese Einladung ist abgelaufen. Bitten Sie das Team um eine neue.',
  [teamMessages.inviteNotFound]: 'Diese Einladung existiert nicht. Bitten Sie das Team um eine neue.',
  [teamMessages.inviteOtherEmail]:
    'Diese Einladung gilt für eine andere E-Mail-Adresse. Melden Sie sich mit der Adresse an, an die sie gesendet wurde.',
  [teamMessages.inviteUnverified]:
    'Bestätigen Sie zuerst Ihre E-Mail-Adresse (mit dem Link, den wir Ihnen bei der Registrierung gesendet haben), und nehmen Sie dann an.',
  [teamMessages.inviteUsed]: 'Diese Einladung wurde bereits verwendet.',
  [teamMessages.lastOwner]:
    'Ein Team braucht mindestens einen Inhaber. Machen Sie zuerst ein anderes Mitglied zum Inhaber.',
  [teamMessages.logoTooLarge]: 'Das Logo darf höchstens 2 MB groß sein.',
  [teamMessages.logoUnreadable]:
    'Das Logo muss ein PNG-, JPEG- oder WebP-Bild sein, gesendet als Data-URL oder Base64.',
  [teamMessages.logoWrongType]: 'Das Logo muss ein PNG-, JPEG- oder WebP-Bild sein.',
  [teamMessages.memberNotFound]: 'Diese Person ist kein Mitglied des Teams.',
  [teamMessages.nameRequired]: 'Teamname ist erforderlich.',
  [teamMessages.nameTooLong]: 'Der Teamname darf höchstens 100 Zeichen lang sein.',
  [teamMessages.notFound]: 'Dieses Team gibt es nicht.',
  [teamMessages.onlyOwnerMakesOwners]:
    'Nur ein Inhaber kann jemanden zum Inhaber machen oder die Rolle eines Inhabers ändern.',
  [teamMessages.ownersOnly]: 'Das kann nur ein Inhaber.',
  [teamMessages.publicNotFound]: 'Kein Team hat diese URL.',
  [teamMessages.slugEdges]: 'Die Team-URL muss mit einem Buchstaben oder einer Ziffer beginnen und enden.',
  [teamMessages.slugFormat]: 'Die Team-URL darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
  [teamMessages.slugReserved]: 'Diese Team-URL ist reserviert. Bitte wählen Sie eine andere.',
  [teamMessages.slugTaken]: 'Ein anderes Team verwendet diese URL bereits.',
  [teamMessages.slugTooLong]: 'Die Team-URL darf höchstens 40 Zeichen lang sein.',
  [teamMessages.slugTooShort]: 'Die Team-URL muss mindestens 3 Zeichen lang sein.',
  [teamMessages.tooManyInvites]:
    'Ein Team kann höchstens 30 Einladungen pro Stunde senden. Versuchen Sie es später erneut.',
  [teamMessages.tooManyMembers]: 'Ein Team kann höchstens 200 Mitglieder haben.',
  [teamMessages.tooManyPending]: 'Ein Team kann höchstens 100 offene Einladungen haben. Widerrufen Sie zuerst einige.',
  [teamMessages.tooManyTeams]: 'Sie können höchstens 50 Teams angehören.',
  [textMessages.controlCharacters]: 'Ungültige Zeichen: Entfernen Sie Steuerzeichen wie NUL.',
  [usernameMessages.taken]: 'Dieser Benutzername ist bereits vergeben.',
  [webhookMessages.eventsRequired]: 'Wählen Sie mindestens ein Ereignis.',
  [webhookMessages.notFound]: 'Webhook nicht gefunden',
  [webhookMessages.tooMany]: 'Sie können höchstens 20 Webhooks haben.',
  [webhookMessages.urlHttps]: 'Webhook-URLs müssen https verwenden.',
  [webhookMessages.urlInvalid]: 'Geben Sie eine gültige URL ein, etwa https://example.com/hooks/kairos.',
  [webhookMessages.urlPrivate]:
    'Webhook-URLs müssen auf eine öffentliche Adresse zeigen, nicht auf eine lokale oder private.',
  [webhookMessages.urlTooLong]: 'Die URL darf höchstens 2000 Zeichen lang sein.',
  [workflowMessages.actionsRequired]: 'Fügen Sie mindestens eine E-Mail hinzu.',
  [workflowMessages.addressInvalid]: 'Geben Sie eine gültige E-Mail-Adresse ein, etwa team@example.com.',
  [workflowMessages.addressRequired]: 'Geben Sie die Adresse ein, an die gesendet werden soll.',
  [workflowMessages.bodyRequired]: 'Geben Sie den Text der E-Mail ein.',
  [workflowMessages.bodyTooLong]: 'Der Text darf höchstens 5000 Zeichen lang sein.',
  [workflowMessages.eventTypeUnknown]: 'Einer der gewählten Termintypen existiert nicht.',
  [workflowMessages.nameRequired]: 'Geben Sie einen Namen für den Workflow ein.',
  [workflowMessages.notFound]: 'Workflow nicht gefunden',
  [workflowMessages.offsetRange]: 'Wählen Sie eine Zeit zwischen 1 Minute und 30 Tagen.',
  [workflowMessages.offsetRequired]: 'Geben Sie an, wie lange davor oder danach.',
  [workflowMessages.subjectRequired]: 'Geben Sie einen Betreff ein.',
  [workflowMessages.subjectTooLong]: 'Der Betreff darf höchstens 200 Zeichen lang sein.',
  [workflowMessages.tooMany]: 'Sie können höchstens 50 Workflows haben.',
  [workflowMessages.tooManyActions]: 'Ein Workflow sendet höchstens 5 E-Mails.',
  [authAnswers.registered]: 'Danke für Ihre Registrierung! Bitte prüfen Sie Ihre E-Mails, um Ihr Konto zu bestätigen.',
  [authAnswers.resetRequested]:
    'Falls es zu dieser E-Mail-Adresse ein Konto gibt, haben wir einen Link zum Zurücksetzen Ihres Passworts gesendet.',
  [authAnswers.verificationResent]:
    'Falls diese E-Mail-Adresse zu einem noch nicht bestätigten Konto gehört, haben wir einen neuen Link gesendet.',
  [authAnswers.invalidCredentials]: 'E-Mail-Adresse oder Passwort ist falsch.',
  [authAnswers.verifyBeforeLogin]: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  [authAnswers.accountDisabled]: 'Dieses Konto ist deaktiviert.',
  [authAnswers.invalidVerificationToken]: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  [authAnswers.invalidResetToken]: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  [authAnswers.invalidRefreshToken]: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  [authAnswers.sessionEnded]: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
  [authAnswers.loggedOut]: 'Abgemeldet.',
  [calendarErrorMessages.auth]: 'Der Server hat diesen Benutzernamen oder dieses Passwort abgelehnt.',
  [calendarErrorMessages['no-calendars']]: 'Unter dieser Adresse gibt es keine CalDAV-Kalender.',
  [calendarErrorMessages.unreachable]:
    'Der Server war nicht erreichbar. Prüfen Sie die Adresse und versuchen Sie es erneut.',
  [calendarErrorMessages.timeout]: 'Der Server hat nicht rechtzeitig geantwortet. Versuchen Sie es später erneut.',
  [calendarErrorMessages.tls]:
    'Die sichere Verbindung des Servers konnte nicht überprüft werden (Problem mit dem TLS-Zertifikat).',
  [calendarErrorMessages['not-https']]:
    'Dieser Server verwendet kein https. Geben Sie seine Adresse mit http:// ein, wenn Sie diesem Netzwerk vertrauen.',
  [calendarErrorMessages['not-caldav']]: 'Diese Adresse ist kein CalDAV-Server.',
  [calendarErrorMessages['not-found']]: 'Unter dieser Adresse wurde nichts gefunden (404).',
  [calendarErrorMessages['not-ical']]: 'Diese Adresse liefert keine iCalendar-Datei (.ics).',
  [calendarErrorMessages['too-large']]:
    'Der Kalender ist zu groß zum Lesen: Ein Abonnement darf höchstens 5 MB groß sein, ein CalDAV-Kalender höchstens 20.000 Termine haben.',
  [calendarErrorMessages['address-not-allowed']]:
    'Kalenderadressen müssen auf eine öffentliche Adresse zeigen, nicht auf eine lokale oder private. Der Betreiber dieses Kairos-Servers kann Hosts in Ihrem eigenen Netzwerk freigeben.',
  [calendarErrorMessages['https-required']]:
    'Diese Adresse muss https verwenden: Einfaches http ist nur zu Hosts in Ihrem eigenen Netzwerk erlaubt, die der Betreiber dieses Kairos-Servers freigegeben hat.',
  [calendarErrorMessages['server-error']]:
    'Der Kalenderserver hat mit einem Fehler geantwortet. Versuchen Sie es später erneut.',
  [calendarErrorMessages['write-failed']]: 'Buchungen konnten nicht zu diesem Kalender hinzugefügt werden.',
  [calendarErrorMessages.unreadable]: 'Dieser Kalender enthält einen Termin, den Kairos nicht lesen kann.',
  [usernameMessages.tooShort]: 'Der Benutzername muss mindestens 3 Zeichen lang sein.',
  [usernameMessages.tooLong]: 'Der Benutzername darf höchstens 40 Zeichen lang sein.',
  [usernameMessages.format]: 'Der Benutzername darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
  [usernameMessages.edges]: 'Der Benutzername muss mit einem Buchstaben oder einer Ziffer beginnen und enden.',
  [usernameMessages.reserved]: 'Dieser Benutzername ist reserviert. Bitte wählen Sie einen anderen.',
  [messages.notFound]: '404 Seite nicht gefunden',
};
