import type { Translation } from '../areas.ts';
import type { signInTexts } from '../sign-in.ts';

export const signInFr: Translation<typeof signInTexts> = {
  'signIn.providers.or': 'ou',
  'signIn.providers.continueWith': 'Continuer avec {provider}',
  'signIn.providers.opening': 'Ouverture de {provider}...',
  'signIn.continue.tabTitle': 'Connexion',
  'signIn.continue.title': 'Connexion',
  'signIn.continue.working': 'Connexion en cours...',
  'signIn.link.title': 'Vous avez déjà un compte',
  'signIn.link.subtitle':
    'Kairos a un compte pour {email}. Pour vous connecter désormais avec {provider}, montrez qu’il est à vous : saisissez son mot de passe ou recevez un code par e-mail.',
  'signIn.link.password': 'Mot de passe de votre compte Kairos',
  'signIn.link.submit': 'Ajouter {provider} et se connecter',
  'signIn.link.emailInstead': 'Recevoir plutôt un code par e-mail',
  'signIn.confirm.title': 'Confirmez votre adresse e-mail',
  'signIn.confirm.subtitle':
    'Nous avons envoyé un code à {email}. Saisissez-le pour terminer la connexion avec {provider}.',
  'signIn.confirm.code': 'Code reçu par e-mail',
  'signIn.confirm.submit': 'Confirmer et se connecter',
  'signIn.confirm.resend': 'Envoyer un nouveau code',
  'signIn.confirm.otherBrowser':
    'Ce lien ne fonctionne que dans le navigateur où vous avez commencé à vous connecter. Ouvrez-le là-bas, ou saisissez ce code là où Kairos le demande :',
  'signIn.welcome.tabTitle': 'Bienvenue',
  'signIn.welcome.title': 'Bienvenue sur Kairos',
  'signIn.welcome.subtitle':
    'Connectez {calendar} pour que l’on ne puisse réserver que des créneaux où vous êtes libre, et que les réservations arrivent dans votre agenda.',
  'signIn.welcome.connect': 'Connecter {calendar}',
  'signIn.welcome.skip': 'Plus tard',
  'signIn.error': 'Erreur',
  'signIn.failed': 'La connexion n’a pas fonctionné. Veuillez réessayer.',
};
