import type { Translation } from '../areas.ts';
import type { shellTexts } from '../shell.ts';

export const shellEs: Translation<typeof shellTexts> = {
  'shell.openNavigation': 'Abrir la navegación',
  'shell.closeNavigation': 'Cerrar la navegación',
  'shell.sidebar': 'Barra lateral',

  'shell.mainNavigation': 'Navegación principal',
  'shell.search': 'Buscar',
  'shell.comingSoon': 'Próximamente',
  'shell.nav.eventTypes': 'Tipos de cita',
  'shell.nav.bookings': 'Reservas',
  'shell.nav.availability': 'Disponibilidad',
  'shell.nav.teams': 'Equipos',
  'shell.nav.apps': 'Aplicaciones',
  'shell.nav.appStore': 'App Store',
  'shell.nav.installedApps': 'Aplicaciones instaladas',
  'shell.nav.routing': 'Enrutamiento',
  'shell.nav.workflows': 'Flujos de trabajo',
  'shell.nav.insights': 'Estadísticas',
  'shell.nav.administration': 'Administración',
  'shell.nav.adminDns': 'Gestión de DNS',
  'shell.nav.domains': 'Dominios',
  'shell.viewPublicPage': 'Ver página pública',
  'shell.copyPublicPageLink': 'Copiar enlace de la página pública',
  'shell.promo.title': 'Enlaces de reserva dinámicos',
  'shell.promo.text':
    'Reserva una reunión con varias personas a la vez: añade un + entre los nombres de usuario en tu enlace.',
  'shell.promo.learnMore': 'Más información',
  'shell.promo.dismiss': 'Descartar',
  'shell.setYourUsername': 'Elige tu nombre de usuario',
  'shell.setUsernameText':
    'Para crear una página de reservas pública, primero debes definir un nombre de usuario en tu perfil.',
  'shell.goToProfile': 'Ir al perfil',

  'shell.menu.myProfile': 'Mi perfil',
  'shell.menu.mySettings': 'Mi configuración',
  'shell.menu.outOfOffice': 'Fuera de la oficina',
  'shell.menu.roadmap': 'Hoja de ruta',
  'shell.menu.help': 'Ayuda',
  'shell.menu.downloadDesktopApp': 'Descargar la aplicación de escritorio',
  'shell.menu.desktop': 'Kairos para escritorio',
  'shell.menu.desktopVersion': 'Kairos para escritorio {version}',
  'shell.menu.signOut': 'Cerrar sesión',

  'shell.offline':
    'Kairos no puede conectar con el servidor. Puede que lo que ves no esté actualizado; se volverá a conectar automáticamente.',
  'shell.ok': 'Aceptar',
  'shell.later': 'Más tarde',
  'shell.tryAgain': 'Reintentar',
  'shell.error': 'Error',
  'shell.linkCopied': 'Enlace copiado',
  'shell.clipboardBlocked': 'Tu navegador bloqueó el portapapeles.',
  'shell.linkClipboardBlocked': 'No se pudo copiar el enlace. Tu navegador bloqueó el portapapeles.',
  'shell.pageFailedTitle': 'No se pudo cargar esta página',
  'shell.pageFailedText':
    'Comprueba tu conexión y vuelve a cargar la página. Si Kairos se acaba de actualizar, al recargar se obtiene la nueva versión.',
  'shell.reload': 'Recargar',

  'shell.download.pageTitle': 'Descargar',
  'shell.download.back': 'Volver a Kairos',
  'shell.download.title': 'Kairos para escritorio',
  'shell.download.subtitle': 'Tus tipos de cita y tu configuración en una ventana propia.',
  'shell.download.subtitleVersion': 'Tus tipos de cita y tu configuración en una ventana propia · versión {version}.',
  'shell.download.loading': 'Cargando descargas...',
  'shell.download.loadFailed': 'No se pudieron cargar las descargas. Inténtalo de nuevo más tarde.',
  'shell.download.notSetUp':
    'Las descargas de escritorio aún no están configuradas en este servidor. El administrador puede publicar los instaladores y definir DOWNLOAD_BASE_URL para ofrecerlos aquí.',
  'shell.download.installers': 'Instaladores',
  'shell.download.downloadFor': 'Descargar para {platform}',
  'shell.download.download': 'Descargar',
  'shell.download.notAvailable': 'No disponible',

  'shell.server.connectTitle': 'Conéctate a tu servidor de Kairos',
  'shell.server.changeTitle': 'Cambiar de servidor de Kairos',
  'shell.server.intro':
    'Introduce la dirección que usas para abrir Kairos en un navegador. Puedes cambiarla más tarde desde el menú «File».',
  'shell.server.address': 'Dirección del servidor',
  'shell.server.cancel': 'Cancelar',
  'shell.server.checking': 'Comprobando…',
  'shell.server.connect': 'Conectar',
  'shell.server.checkFailed': 'La aplicación de escritorio no pudo comprobar esta dirección. Inténtalo de nuevo.',
};
