import type { CalendarErrorCode } from '../../../schemas/calendars.ts';

/**
 * Why a calendar connection, read or write failed (`calendarErrorMessages`), by code: the errors area
 * says them by their English sentence, and the server's emails read them here without that area.
 */
export const calendarErrorsDe: Readonly<Record<CalendarErrorCode, string>> = {
  auth: 'Der Server hat diesen Benutzernamen oder dieses Passwort abgelehnt.',
  'no-calendars': 'Unter dieser Adresse gibt es keine CalDAV-Kalender.',
  unreachable: 'Der Server war nicht erreichbar. Prüfen Sie die Adresse und versuchen Sie es erneut.',
  timeout: 'Der Server hat nicht rechtzeitig geantwortet. Versuchen Sie es später erneut.',
  tls: 'Die sichere Verbindung des Servers konnte nicht überprüft werden (Problem mit dem TLS-Zertifikat).',
  'not-https':
    'Dieser Server verwendet kein https. Geben Sie seine Adresse mit http:// ein, wenn Sie diesem Netzwerk vertrauen.',
  'not-caldav': 'Diese Adresse ist kein CalDAV-Server.',
  'not-found': 'Unter dieser Adresse wurde nichts gefunden (404).',
  'not-ical': 'Diese Adresse liefert keine iCalendar-Datei (.ics).',
  'too-large':
    'Der Kalender ist zu groß zum Lesen: Ein Abonnement darf höchstens 5 MB groß sein, ein CalDAV-Kalender höchstens 20.000 Termine haben.',
  'address-not-allowed':
    'Kalenderadressen müssen auf eine öffentliche Adresse zeigen, nicht auf eine lokale oder private. Der Betreiber dieses Kairos-Servers kann Hosts in Ihrem eigenen Netzwerk freigeben.',
  'https-required':
    'Diese Adresse muss https verwenden: Einfaches http ist nur zu Hosts in Ihrem eigenen Netzwerk erlaubt, die der Betreiber dieses Kairos-Servers freigegeben hat.',
  'server-error': 'Der Kalenderserver hat mit einem Fehler geantwortet. Versuchen Sie es später erneut.',
  'write-failed': 'Buchungen konnten nicht zu diesem Kalender hinzugefügt werden.',
  unreadable: 'Dieser Kalender enthält einen Termin, den Kairos nicht lesen kann.',
};
