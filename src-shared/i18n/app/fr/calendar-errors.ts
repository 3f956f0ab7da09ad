import type { CalendarErrorCode } from '../../../schemas/calendars.ts';

/**
 * Why a calendar connection, read or write failed (`calendarErrorMessages`), by code: the errors area
 * says them by their English sentence, and the server's emails read them here without that area.
 */
export const calendarErrorsFr: Readonly<Record<CalendarErrorCode, string>> = {
  auth: 'Le serveur a refusé ce nom d’utilisateur ou ce mot de passe.',
  'no-calendars': 'Il n’y a aucun calendrier CalDAV à cette adresse.',
  unreachable: 'Le serveur est injoignable. Vérifiez l’adresse et réessayez.',
  timeout: 'Le serveur n’a pas répondu à temps. Réessayez plus tard.',
  tls: 'La connexion sécurisée du serveur n’a pas pu être vérifiée (problème de certificat TLS).',
  'not-https':
    'Ce serveur n’utilise pas https. Saisissez son adresse avec http:// si vous faites confiance à ce réseau.',
  'not-caldav': 'Cette adresse n’est pas un serveur CalDAV.',
  'not-found': 'Rien n’a été trouvé à cette adresse (404).',
  'not-ical': 'Cette adresse ne fournit pas de fichier iCalendar (.ics).',
  'too-large':
    'Le calendrier est trop volumineux pour être lu : un abonnement peut faire au maximum 5 Mo, un calendrier CalDAV 20 000 événements.',
  'address-not-allowed':
    'Les adresses de calendrier doivent pointer vers une adresse publique, pas une adresse locale ou privée. L’administrateur de ce serveur Kairos peut autoriser des hôtes de votre propre réseau.',
  'https-required':
    'Cette adresse doit utiliser https : le http simple n’est autorisé que vers les hôtes de votre propre réseau que l’administrateur de ce serveur Kairos a autorisés.',
  'server-error': 'Le serveur de calendrier a répondu par une erreur. Réessayez plus tard.',
  'write-failed': 'Les réservations n’ont pas pu être ajoutées à ce calendrier.',
  unreadable: 'Ce calendrier contient un événement que Kairos ne peut pas lire.',
};
