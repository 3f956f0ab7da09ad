import type { Translation } from '../areas.ts';
import type { shellTexts } from '../shell.ts';

export const shellFr: Translation<typeof shellTexts> = {
  'shell.openNavigation': 'Ouvrir la navigation',
  'shell.closeNavigation': 'Fermer la navigation',
  'shell.sidebar': 'Barre latérale',

  'shell.mainNavigation': 'Navigation principale',
  'shell.search': 'Rechercher',
  'shell.comingSoon': 'Bientôt disponible',
  'shell.nav.eventTypes': 'Types de rendez-vous',
  'shell.nav.bookings': 'Réservations',
  'shell.nav.availability': 'Disponibilités',
  'shell.nav.teams': 'Équipes',
  'shell.nav.apps': 'Applications',
  'shell.nav.appStore': 'App Store',
  'shell.nav.installedApps': 'Applications installées',
  'shell.nav.routing': 'Routage',
  'shell.nav.workflows': 'Workflows',
  'shell.nav.insights': 'Statistiques',
  'shell.nav.administration': 'Administration',
  'shell.nav.adminDns': 'Gestion DNS',
  'shell.nav.domains': 'Domaines',
  'shell.viewPublicPage': 'Voir la page publique',
  'shell.copyPublicPageLink': 'Copier le lien de la page publique',
  'shell.promo.title': 'Liens de réservation dynamiques',
  'shell.promo.text':
    'Réservez une réunion avec plusieurs personnes à la fois : ajoutez un + entre les noms d’utilisateur dans votre lien.',
  'shell.promo.learnMore': 'En savoir plus',
  'shell.promo.dismiss': 'Masquer',
  'shell.setYourUsername': 'Choisissez votre nom d’utilisateur',
  'shell.setUsernameText':
    'Pour créer une page de réservation publique, vous devez d’abord définir un nom d’utilisateur dans votre profil.',
  'shell.goToProfile': 'Aller au profil',

  'shell.menu.myProfile': 'Mon profil',
  'shell.menu.mySettings': 'Mes paramètres',
  'shell.menu.outOfOffice': 'Absence',
  'shell.menu.roadmap': 'Feuille de route',
  'shell.menu.help': 'Aide',
  'shell.menu.downloadDesktopApp': 'Télécharger l’application de bureau',
  'shell.menu.desktop': 'Kairos pour ordinateur',
  'shell.menu.desktopVersion': 'Kairos pour ordinateur {version}',
  'shell.menu.signOut': 'Se déconnecter',

  'shell.offline':
    'Kairos ne parvient pas à joindre le serveur. Ce que vous voyez n’est peut-être plus à jour ; la connexion se rétablira d’elle-même.',
  'shell.ok': 'OK',
  'shell.later': 'Plus tard',
  'shell.tryAgain': 'Réessayer',
  'shell.error': 'Erreur',
  'shell.linkCopied': 'Lien copié',
  'shell.clipboardBlocked': 'Votre navigateur a bloqué le presse-papiers.',
  'shell.linkClipboardBlocked': 'Impossible de copier le lien. Votre navigateur a bloqué le presse-papiers.',
  'shell.pageFailedTitle': 'Cette page n’a pas pu être chargée',
  'shell.pageFailedText':
    'Vérifiez votre connexion, puis rechargez la page. Si Kairos vient d’être mis à jour, le rechargement récupère la nouvelle version.',
  'shell.reload': 'Recharger',

  'shell.download.pageTitle': 'Téléchargement',
  'shell.download.back': 'Retour à Kairos',
  'shell.download.title': 'Kairos pour ordinateur',
  'shell.download.subtitle': 'Vos types de rendez-vous et vos paramètres dans une fenêtre à part.',
  'shell.download.subtitleVersion':
    'Vos types de rendez-vous et vos paramètres dans une fenêtre à part · version {version}.',
  'shell.download.loading': 'Chargement des téléchargements...',
  'shell.download.loadFailed': 'Impossible de charger les téléchargements. Veuillez réessayer plus tard.',
  'shell.download.notSetUp':
    'Les téléchargements pour ordinateur ne sont pas encore configurés sur ce serveur. L’administrateur peut publier les programmes d’installation et définir DOWNLOAD_BASE_URL pour les proposer ici.',
  'shell.download.installers': 'Programmes d’installation',
  'shell.download.downloadFor': 'Télécharger pour {platform}',
  'shell.download.download': 'Télécharger',
  'shell.download.notAvailable': 'Non disponible',

  'shell.server.connectTitle': 'Connectez-vous à votre serveur Kairos',
  'shell.server.changeTitle': 'Changer de serveur Kairos',
  'shell.server.intro':
    'Saisissez l’adresse que vous utilisez pour ouvrir Kairos dans un navigateur. Vous pourrez la modifier plus tard depuis le menu « File ».',
  'shell.server.address': 'Adresse du serveur',
  'shell.server.cancel': 'Annuler',
  'shell.server.checking': 'Vérification…',
  'shell.server.connect': 'Se connecter',
  'shell.server.checkFailed': 'L’application de bureau n’a pas pu vérifier cette adresse. Réessayez.',
  'shell.timesIn': 'Heures en {zone}.',
};
