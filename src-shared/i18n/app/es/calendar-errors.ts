import type { CalendarErrorCode } from '../../../schemas/calendars.ts';

/**
 * Why a calendar connection, read or write failed (`calendarErrorMessages`), by code: the errors area
 * says them by their English sentence, and the server's emails read them here without that area.
 */
export const calendarErrorsEs: Readonly<Record<CalendarErrorCode, string>> = {
  auth: 'El servidor rechazó este nombre de usuario o contraseña.',
  'no-calendars': 'No hay calendarios CalDAV en esta dirección.',
  unreachable: 'No se pudo contactar con el servidor. Comprueba la dirección e inténtalo de nuevo.',
  timeout: 'El servidor no respondió a tiempo. Inténtalo más tarde.',
  tls: 'No se pudo verificar la conexión segura del servidor (problema con el certificado TLS).',
  'not-https': 'Este servidor no usa https. Escribe su dirección con http:// si confías en esta red.',
  'not-caldav': 'Esta dirección no es un servidor CalDAV.',
  'not-found': 'No se encontró nada en esta dirección (404).',
  'not-ical': 'Esta dirección no ofrece un archivo iCalendar (.ics).',
  'too-large':
    'El calendario es demasiado grande para leerlo: una suscripción puede ocupar como máximo 5 MB, y un calendario CalDAV tener 20.000 eventos.',
  'address-not-allowed':
    'Las direcciones de calendario deben apuntar a una dirección pública, no a una local o privada. El administrador de este servidor Kairos puede permitir equipos de tu propia red.',
  'https-required':
    'Esta dirección debe usar https: el http sin cifrar solo se permite hacia equipos de tu propia red que el administrador de este servidor Kairos haya permitido.',
  'server-error': 'El servidor de calendario respondió con un error. Inténtalo más tarde.',
  'write-failed': 'No se pudieron añadir reservas a este calendario.',
  unreadable: 'Este calendario tiene un evento que Kairos no puede leer.',
};
