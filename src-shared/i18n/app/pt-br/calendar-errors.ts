import type { CalendarErrorCode } from '../../../schemas/calendars.ts';

/**
 * Why a calendar connection, read or write failed (`calendarErrorMessages`), by code: the errors area
 * says them by their English sentence, and the server's emails read them here without that area.
 */
export const calendarErrorsPtBR: Readonly<Record<CalendarErrorCode, string>> = {
  auth: 'O servidor recusou este nome de usuário ou senha.',
  'no-calendars': 'Não há calendários CalDAV neste endereço.',
  unreachable: 'Não foi possível acessar o servidor. Confira o endereço e tente novamente.',
  timeout: 'O servidor não respondeu a tempo. Tente novamente mais tarde.',
  tls: 'Não foi possível verificar a conexão segura do servidor (problema no certificado TLS).',
  'not-https': 'Este servidor não usa https. Digite o endereço dele com http:// se você confia nesta rede.',
  'not-caldav': 'Este endereço não é um servidor CalDAV.',
  'not-found': 'Nada foi encontrado neste endereço (404).',
  'not-ical': 'Este endereço não fornece um arquivo iCalendar (.ics).',
  'too-large':
    'O calendário é grande demais para ser lido: uma assinatura pode ter no máximo 5 MB, e um calendário CalDAV, 20.000 eventos.',
  'address-not-allowed':
    'Os endereços de calendário devem apontar para um endereço público, não para um local ou privado. O administrador deste servidor Kairos pode liberar hosts da sua própria rede.',
  'https-required':
    'Este endereço deve usar https: http simples só é permitido para hosts da sua própria rede que o administrador deste servidor Kairos liberou.',
  'server-error': 'O servidor de calendário respondeu com um erro. Tente novamente mais tarde.',
  'write-failed': 'Não foi possível adicionar agendamentos a este calendário.',
  unreadable: 'Este calendário tem um evento que o Kairos não consegue ler.',
};
