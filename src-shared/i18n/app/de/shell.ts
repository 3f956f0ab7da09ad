import type { Translation } from '../areas.ts';
import type { shellTexts } from '../shell.ts';

export const shellDe: Translation<typeof shellTexts> = {
  'shell.openNavigation': 'Navigation öffnen',
  'shell.closeNavigation': 'Navigation schließen',
  'shell.sidebar': 'Seitenleiste',

  'shell.mainNavigation': 'Hauptnavigation',
  'shell.search': 'Suchen',
  'shell.comingSoon': 'Demnächst verfügbar',
  'shell.nav.eventTypes': 'Termintypen',
  'shell.nav.bookings': 'Buchungen',
  'shell.nav.availability': 'Verfügbarkeit',
  'shell.nav.teams': 'Teams',
  'shell.nav.apps': 'Apps',
  'shell.nav.appStore': 'App Store',
  'shell.nav.installedApps': 'Installierte Apps',
  'shell.nav.routing': 'Routing',
  'shell.nav.workflows': 'Workflows',
  'shell.nav.insights': 'Auswertungen',
  'shell.nav.administration': 'Verwaltung',
  'shell.nav.adminDns': 'DNS-Verwaltung',
  'shell.nav.domains': 'Domains',
  'shell.viewPublicPage': 'Öffentliche Seite ansehen',
  'shell.copyPublicPageLink': 'Link zur öffentlichen Seite kopieren',
  'shell.promo.title': 'Dynamische Buchungslinks',
  'shell.promo.text':
    'Buchen Sie ein Treffen mit mehreren Personen auf einmal: Setzen Sie in Ihrem Link ein + zwischen die Benutzernamen.',
  'shell.promo.learnMore': 'Mehr erfahren',
  'shell.promo.dismiss': 'Ausblenden',
  'shell.setYourUsername': 'Benutzernamen festlegen',
  'shell.setUsernameText':
    'Für eine öffentliche Buchungsseite müssen Sie zuerst in Ihrem Profil einen Benutzernamen festlegen.',
  'shell.goToProfile': 'Zum Profil',

  'shell.menu.myProfile': 'Mein Profil',
  'shell.menu.mySettings': 'Meine Einstellungen',
  'shell.menu.outOfOffice': 'Abwesenheit',
  'shell.menu.roadmap': 'Roadmap',
  'shell.menu.help': 'Hilfe',
  'shell.menu.downloadDesktopApp': 'Desktop-App herunterladen',
  'shell.menu.desktop': 'Kairos Desktop',
  'shell.menu.desktopVersion': 'Kairos Desktop {version}',
  'shell.menu.signOut': 'Abmelden',

  'shell.offline':
    'Kairos kann den Server nicht erreichen. Was Sie sehen, ist vielleicht nicht mehr aktuell; die Verbindung wird automatisch wiederhergestellt.',
  'shell.ok': 'OK',
  'shell.later': 'Später',
  'shell.tryAgain': 'Erneut versuchen',
  'shell.error': 'Fehler',
  'shell.linkCopied': 'Link kopiert',
  'shell.clipboardBlocked': 'Ihr Browser hat die Zwischenablage blockiert.',
  'shell.linkClipboardBlocked': 'Der Link konnte nicht kopiert werden. Ihr Browser hat die Zwischenablage blockiert.',
  'shell.pageFailedTitle': 'Diese Seite konnte nicht geladen werden',
  'shell.pageFailedText':
    'Prüfen Sie Ihre Verbindung und laden Sie die Seite dann neu. Wurde Kairos gerade aktualisiert, lädt das Neuladen die neue Version.',
  'shell.reload': 'Neu laden',

  'shell.download.pageTitle': 'Herunterladen',
  'shell.download.back': 'Zurück zu Kairos',
  'shell.download.title': 'Kairos für den Desktop',
  'shell.download.subtitle': 'Ihre Termintypen und Einstellungen in einem eigenen Fenster.',
  'shell.download.subtitleVersion': 'Ihre Termintypen und Einstellungen in einem eigenen Fenster · Version {version}.',
  'shell.download.loading': 'Downloads werden geladen...',
  'shell.download.loadFailed': 'Die Downloads konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'shell.download.notSetUp':
    'Desktop-Downloads sind auf diesem Server noch nicht eingerichtet. Die Administration kann die Installationsprogramme veröffentlichen und DOWNLOAD_BASE_URL setzen, um sie hier anzubieten.',
  'shell.download.installers': 'Installationsprogramme',
  'shell.download.downloadFor': 'Für {platform} herunterladen',
  'shell.download.download': 'Herunterladen',
  'shell.download.notAvailable': 'Nicht verfügbar',

  'shell.server.connectTitle': 'Mit Ihrem Kairos-Server verbinden',
  'shell.server.changeTitle': 'Kairos-Server wechseln',
  'shell.server.intro':
    'Geben Sie die Adresse ein, unter der Sie Kairos im Browser öffnen. Sie können sie später im Menü „File“ ändern.',
  'shell.server.address': 'Serveradresse',
  'shell.server.cancel': 'Abbrechen',
  'shell.server.checking': 'Wird geprüft…',
  'shell.server.connect': 'Verbinden',
  'shell.server.checkFailed': 'Die Desktop-App konnte diese Adresse nicht prüfen. Versuchen Sie es erneut.',
};
