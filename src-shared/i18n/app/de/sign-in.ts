import type { Translation } from '../areas.ts';
import type { signInTexts } from '../sign-in.ts';

export const signInDe: Translation<typeof signInTexts> = {
  'signIn.providers.or': 'oder',
  'signIn.providers.continueWith': 'Weiter mit {provider}',
  'signIn.providers.opening': '{provider} wird geöffnet...',
  'signIn.continue.tabTitle': 'Anmeldung',
  'signIn.continue.title': 'Anmeldung',
  'signIn.continue.working': 'Sie werden angemeldet...',
  'signIn.link.title': 'Sie haben bereits ein Konto',
  'signIn.link.subtitle':
    'Kairos hat ein Konto für {email}. Damit Sie sich künftig mit {provider} anmelden können, zeigen Sie, dass es Ihres ist: Geben Sie sein Passwort ein oder lassen Sie sich einen Code per E-Mail senden.',
  'signIn.link.password': 'Passwort Ihres Kairos-Kontos',
  'signIn.link.submit': '{provider} hinzufügen und anmelden',
  'signIn.link.emailInstead': 'Stattdessen einen Code per E-Mail senden',
  'signIn.confirm.title': 'E-Mail-Adresse bestätigen',
  'signIn.confirm.subtitle':
    'Wir haben einen Code an {email} gesendet. Geben Sie ihn ein, um die Anmeldung mit {provider} abzuschließen.',
  'signIn.confirm.code': 'Code aus der E-Mail',
  'signIn.confirm.submit': 'Bestätigen und anmelden',
  'signIn.confirm.resend': 'Neuen Code senden',
  'signIn.confirm.otherBrowser':
    'Dieser Link funktioniert nur in dem Browser, in dem Sie die Anmeldung begonnen haben. Öffnen Sie ihn dort oder geben Sie diesen Code ein, wo Kairos danach fragt:',
  'signIn.welcome.tabTitle': 'Willkommen',
  'signIn.welcome.title': 'Willkommen bei Kairos',
  'signIn.welcome.subtitle':
    'Verbinden Sie {calendar}, damit nur Zeiten gebucht werden können, in denen Sie frei sind, und Buchungen in Ihrem Kalender landen.',
  'signIn.welcome.connect': '{calendar} verbinden',
  'signIn.welcome.skip': 'Nicht jetzt',
  'signIn.error': 'Fehler',
  'signIn.failed': 'Die Anmeldung hat nicht funktioniert. Bitte versuchen Sie es erneut.',
};
