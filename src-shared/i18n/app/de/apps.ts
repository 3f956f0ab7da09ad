import type { Translation } from '../areas.ts';
import type { appsTexts } from '../apps.ts';

export const appsDe: Translation<typeof appsTexts> = {
  'apps.appStore': 'App Store',
  'apps.installedApps': 'Installierte Apps',
  'apps.apps': 'Apps',
  'apps.cancel': 'Abbrechen',
  'apps.error': 'Fehler',
  'apps.categoryCalendar': 'Kalender',
  'apps.capabilityCheckConflicts': 'Prüft auf Konflikte',
  'apps.capabilityAddBookings': 'Trägt Buchungen in Ihren Kalender ein',
  'apps.caldavAppDescription':
    'Verbinden Sie das Kalenderkonto, das Sie bereits nutzen. Seine Termine verhindern, dass Zeiten gebucht werden, in denen Sie beschäftigt sind, und neue Buchungen können darin eingetragen werden.',
  'apps.caldavAppWorksWith': 'Nextcloud, Fastmail, iCloud, Radicale und jeder CalDAV-Server',
  'apps.subscriptionAppDescription':
    'Abonnieren Sie einen beliebigen Kalender, der als iCal-Adresse veröffentlicht ist. Seine Termine verhindern, dass Zeiten gebucht werden, in denen Sie beschäftigt sind; er ist schreibgeschützt.',
  'apps.subscriptionAppWorksWith': 'Google Calendar und Outlook (die geheime Adresse im iCal-Format), webcal://-Links',
  'apps.storeDescription':
    'Verbinden Sie die Kalender, die Sie bereits nutzen, damit Kairos nur Zeiten anbietet, in denen Sie frei sind.',
  'apps.installedDescription':
    'Ihre verbundenen Kalender: welche für Konflikte zählen und wo Buchungen eingetragen werden.',
  'apps.connect': 'Verbinden',
  'apps.connectApp': '{app} verbinden',
  'apps.connecting': 'Wird verbunden…',
  'apps.connectingStatus': 'Ihre Kalender werden gesucht. Das kann einige Sekunden dauern.',
  'apps.connectedCount': '{count} verbunden',
  'apps.connectFailed': 'Der Kalender konnte nicht verbunden werden. Bitte versuchen Sie es erneut.',
  'apps.connected': 'Kalender verbunden',
  'apps.connectedDestination':
    'Neue Buchungen werden in {calendar} eingetragen. Sie können das unter „Buchungen eintragen in“ ändern.',
  'apps.caldavTitle': 'CalDAV-Kalender verbinden',
  'apps.caldavDescription':
    'Kairos liest Ihre belegten Zeiten aus diesem Konto und kann Ihre Buchungen in einen seiner Kalender eintragen.',
  'apps.caldavUrl': 'Serveradresse',
  'apps.caldavUrlHint':
    'Die Adresse Ihres Kalenderservers, etwa cloud.example.com. Kairos findet Ihre Kalender darüber.',
  'apps.privateNetworkHint':
    'Einen Server in Ihrem eigenen Netzwerk (Nextcloud, Radicale) erreicht Kairos, sobald der Betreiber dieses Kairos-Servers ihn freigibt.',
  'apps.notHttps': 'Dieser Server verwendet kein https. Geben Sie {address} ein, wenn Sie diesem Netzwerk vertrauen.',
  'apps.username': 'Benutzername',
  'apps.password': 'Passwort oder App-Passwort',
  'apps.passwordHint': 'Verwenden Sie ein App-Passwort, wenn Ihr Anbieter eines anbietet:',
  'apps.appPasswordNextcloud': 'Nextcloud: Einstellungen → Sicherheit → Geräte & Sitzungen',
  'apps.appPasswordIcloud': 'iCloud: account.apple.com → Anmeldung und Sicherheit → App-spezifische Passwörter',
  'apps.appPasswordFastmail': 'Fastmail: Einstellungen → Datenschutz & Sicherheit → App-Passwörter verwalten',
  'apps.subscriptionTitle': 'Kalender abonnieren',
  'apps.subscriptionDescription':
    'Kairos liest belegte Zeiten von dieser Adresse. Ein Abonnement ist schreibgeschützt: Buchungen werden dort nicht eingetragen.',
  'apps.subscriptionUrl': 'Kalenderadresse',
  'apps.subscriptionUrlHint': 'Eine https://- oder webcal://-Adresse. Hier finden Sie sie:',
  'apps.icalGoogle': 'Google Calendar: Einstellungen → Ihr Kalender → Privatadresse im iCal-Format',
  'apps.icalOutlook': 'Outlook: Einstellungen → Kalender → Freigegebene Kalender → Kalender veröffentlichen → ICS-Link',
  'apps.subscribe': 'Abonnieren',
  'apps.loading': 'Ihre Kalender werden geladen',
  'apps.loadFailed': 'Ihre Kalender konnten nicht geladen werden.',
  'apps.storeLoading': 'Apps werden geladen',
  'apps.storeLoadFailed': 'Die Apps dieses Servers konnten nicht geladen werden.',
  'apps.storeEmpty': 'Dieser Server bietet noch keine Apps an.',
  'apps.categoryVideo': 'Videokonferenzen',
  'apps.videoReady': 'Sofort nutzbar: als Ort eines Termintyps wählen.',
  'apps.jitsiDescription':
    'Ein neuer Jitsi-Meet-Raum für jede Buchung, sein Link in der Bestätigung. Nichts zu verbinden.',
  'apps.emptyTitle': 'Noch keine Kalender verbunden.',
  'apps.emptyText':
    'Verbinden Sie den Kalender, den Sie bereits nutzen – dann werden Zeiten, in denen Sie dort beschäftigt sind, nicht mehr angeboten.',
  'apps.goToStore': 'App Store durchsuchen',
  'apps.addApp': 'Kalender verbinden',
  'apps.signedInAs': 'Angemeldet als {username}',
  'apps.syncedAgo': 'Synchronisiert {age}',
  'apps.justNow': 'gerade eben',
  'apps.notSyncedYet': 'Noch nicht synchronisiert',
  'apps.staleCopy': 'Die belegten Zeiten der letzten erfolgreichen Synchronisierung ({age}) werden weiter verwendet.',
  'apps.noCopyYet': 'Seine belegten Zeiten zählen erst nach einer Synchronisierung.',
  'apps.refreshNow': 'Jetzt aktualisieren',
  'apps.refreshNowHost': '{host} jetzt aktualisieren',
  'apps.refreshing': 'Wird aktualisiert…',
  'apps.refreshingHost': '{host} wird aktualisiert…',
  'apps.remove': 'Entfernen',
  'apps.removeHost': '{host} entfernen',
  'apps.removeTitle': 'Diesen Kalender entfernen?',
  'apps.removeDescription':
    'Belegte Zeiten von {address} zählen nicht mehr gegen Ihre freien Zeiten. Bereits in seine Kalender eingetragene Buchungen bleiben dort.',
  'apps.removed': 'Kalender entfernt',
  'apps.checkConflicts': 'Auf Konflikte prüfen',
  'apps.checkConflictsLabel': '{calendar} auf Konflikte prüfen',
  'apps.readOnly': 'Schreibgeschützt',
  'apps.destinationBadge': 'Buchungen landen hier',
  'apps.calendars': 'Kalender',
  'apps.calendarsOf': 'Kalender von {host}',
  'apps.noCalendars': 'In diesem Konto wurden keine Kalender gefunden.',
  'apps.destinationTitle': 'Buchungen eintragen in',
  'apps.destinationDescription':
    'Jede neue Buchung wird in diesen Kalender eingetragen, mit derselben Einladung, die Ihre eingeladene Person erhält.',
  'apps.noDestination': 'Buchungen in keinen Kalender eintragen',
  'apps.noWritableCalendar':
    'Keiner Ihrer Kalender kann Buchungen aufnehmen. Verbinden Sie einen CalDAV-Kalender, in den Sie schreiben können.',
  'apps.saveFailed': 'Bitte versuchen Sie es erneut.',
  'apps.googleAppDescription':
    'Jeder Kalender Ihres Google-Kontos, auch geteilte, verhindert, dass Zeiten gebucht werden, in denen Sie beschäftigt sind, und neue Buchungen werden in den Kalender Ihrer Wahl eingetragen.',
  'apps.googleAppWorksWith': 'Google Calendar und Google Workspace',
  'apps.microsoftAppDescription':
    'Jeder Kalender Ihres Outlook- oder Microsoft-365-Kontos verhindert, dass Zeiten gebucht werden, in denen Sie beschäftigt sind, und neue Buchungen werden in den Kalender Ihrer Wahl eingetragen.',
  'apps.microsoftAppWorksWith': 'Outlook.com, Microsoft 365 und Exchange Online',
  'apps.meetDescription':
    'Ein Google-Meet-Link für jede Buchung, erstellt mit dem Termin der Buchung in Ihrem Google Calendar.',
  'apps.teamsDescription':
    'Eine Teams-Besprechung für jede Buchung, erstellt mit dem Termin der Buchung in Ihrem Microsoft-365-Kalender.',
  'apps.teamsWorksWith': 'Geschäfts- oder Schulkonten von Microsoft 365',
  'apps.zoomDescription':
    'Ein Zoom-Meeting für jede Buchung, Link und Kenncode in der Bestätigung; mit ihr verschoben und gelöscht.',
  'apps.zoomWorksWith': 'Zoom-Konten',
  'apps.notSetUp': 'Ihr Administrator hat diese App noch nicht eingerichtet',
  'apps.installed': 'Installiert',
  'apps.openingSignIn': 'Anmeldeseite wird geöffnet…',
  'apps.oauthConnectFailed': 'Das Konto konnte nicht verbunden werden. Bitte versuchen Sie es erneut.',
  'apps.reconnectNeeded': 'Erneut verbinden nötig',
  'apps.reconnect': 'Erneut verbinden',
  'apps.reconnectLabel': '{name} erneut verbinden',
  'apps.reconnectDescription':
    '{name} erlaubt Kairos nicht mehr, dieses Konto zu nutzen. Verbinden Sie es erneut; bis dahin werden die zuletzt gelesenen Belegtzeiten verwendet.',
  'apps.reconnectVideoDescription':
    '{name} erlaubt Kairos nicht mehr, dieses Konto zu nutzen. Verbinden Sie es erneut; bis dahin werden Buchungen mit dem Ort {name} ohne Meeting-Link bestätigt.',
  'apps.connectedMessage': '{name} ist verbunden.',
  'apps.stateRefused': 'Diese Verbindung wurde nicht hier gestartet oder ist abgelaufen. Bitte verbinden Sie erneut.',
  'apps.denied': 'Sie haben Kairos die Nutzung dieses Kontos nicht erlaubt, daher wurde nichts verbunden.',
  'apps.missingScopes':
    'Kairos braucht diese Berechtigungen: {names}. Bitte verbinden Sie erneut und erlauben Sie sie.',
  'apps.removeAppTitle': '{name} entfernen?',
  'apps.removeVideoDescription':
    'Ereignistypen mit einem Ort {name} erhalten keinen Besprechungslink mehr, bis Sie die App wieder verbinden. Bereits erstellte Besprechungen bleiben.',
  'apps.appRemoved': 'App entfernt',
  'apps.removeFailed': 'Die App konnte nicht entfernt werden. Bitte versuchen Sie es erneut.',
  'apps.calendarFirst':
    '{video} gehört zu Ihrer Verbindung {calendar}. Entfernen Sie {calendar}, um das Konto zu trennen.',
};
