import { messages } from '../../messages.ts';
import { liveMessages } from '../../schemas/live.ts';

/** The shell's words (sidebar, menus, shared components), in English (the source; ADR 035). Keys start with 'shell.'. */
export const shellTexts = {
  'shell.openNavigation': 'Open navigation',
  'shell.closeNavigation': 'Close navigation',
  'shell.sidebar': 'Sidebar',

  // The sidebar (docs/product.md#sidebar).
  'shell.mainNavigation': 'Main',
  'shell.search': 'Search',
  'shell.comingSoon': 'Coming soon',
  'shell.nav.eventTypes': messages.eventTypes,
  'shell.nav.bookings': messages.bookings,
  'shell.nav.availability': messages.availability,
  'shell.nav.teams': messages.teams,
  'shell.nav.apps': messages.apps,
  'shell.nav.appStore': messages.appStore,
  'shell.nav.installedApps': messages.installedApps,
  'shell.nav.routing': messages.routing,
  'shell.nav.workflows': messages.workflows,
  'shell.nav.insights': messages.insights,
  'shell.nav.administration': messages.administration,
  'shell.nav.adminDns': messages.adminDns,
  'shell.nav.domains': messages.domains,
  'shell.viewPublicPage': messages.viewPublicPage,
  'shell.copyPublicPageLink': messages.copyPublicPageLink,
  'shell.promo.title': messages.dynamicBookingLinks,
  'shell.promo.text': 'Book a meeting with several people at once: add a + between usernames in your link.',
  'shell.promo.learnMore': messages.learnMore,
  'shell.promo.dismiss': messages.dismiss,
  'shell.setYourUsername': messages.setYourUsername,
  'shell.setUsernameText': messages.setUsernameText,
  'shell.goToProfile': messages.goToProfile,

  // The user menu.
  'shell.menu.myProfile': messages.myProfile,
  'shell.menu.mySettings': messages.mySettings,
  'shell.menu.outOfOffice': messages.outOfOffice,
  'shell.menu.roadmap': messages.roadmap,
  'shell.menu.help': messages.help,
  'shell.menu.downloadDesktopApp': messages.downloadDesktopApp,
  'shell.menu.desktop': 'Kairos desktop',
  'shell.menu.desktopVersion': 'Kairos desktop {version}',
  'shell.menu.signOut': messages.signOut,

  // Shared components.
  'shell.offline': liveMessages.offline,
  'shell.ok': messages.ok,
  'shell.later': messages.later,
  'shell.tryAgain': 'Try again',
  'shell.error': messages.error,
  'shell.linkCopied': messages.linkCopied,
  'shell.clipboardBlocked': 'Your browser blocked the clipboard.',
  'shell.linkClipboardBlocked': 'Could not copy the link. Your browser blocked the clipboard.',
  'shell.pageFailedTitle': messages.pageFailedTitle,
  'shell.pageFailedText': messages.pageFailedText,
  'shell.reload': messages.reload,

  // The desktop download page (docs/product.md#desktop-download).
  'shell.download.pageTitle': 'Download',
  'shell.download.back': 'Back to Kairos',
  'shell.download.title': 'Kairos for desktop',
  'shell.download.subtitle': 'Your event types and settings in a window of their own.',
  'shell.download.subtitleVersion': 'Your event types and settings in a window of their own · version {version}.',
  'shell.download.loading': 'Loading downloads...',
  'shell.download.loadFailed': 'Could not load the downloads. Please try again later.',
  'shell.download.notSetUp':
    'Desktop downloads are not set up on this server yet. The administrator can publish the installers and set DOWNLOAD_BASE_URL to offer them here.',
  'shell.download.installers': 'Installers',
  'shell.download.downloadFor': 'Download for {platform}',
  'shell.download.download': 'Download',
  'shell.download.notAvailable': 'Not available',

  // The desktop app's server screen (docs/product.md#server-choice).
  'shell.server.connectTitle': 'Connect to your Kairos server',
  'shell.server.changeTitle': 'Change Kairos server',
  'shell.server.intro':
    'Enter the address you use to open Kairos in a browser. You can change it later from the File menu.',
  'shell.server.address': 'Server address',
  'shell.server.cancel': 'Cancel',
  'shell.server.checking': 'Checking…',
  'shell.server.connect': 'Connect',
  'shell.server.checkFailed': 'The desktop app could not check this address. Try again.',
  'shell.timesIn': 'Times in {zone}.',
} as const satisfies Record<string, string>;
