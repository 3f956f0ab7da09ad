import type { Translation } from '../areas.ts';
import type { appsTexts } from '../apps.ts';

export const appsEs: Translation<typeof appsTexts> = {
  'apps.appStore': 'App Store',
  'apps.installedApps': 'Aplicaciones instaladas',
  'apps.apps': 'Aplicaciones',
  'apps.cancel': 'Cancelar',
  'apps.error': 'Error',
  'apps.categoryCalendar': 'Calendarios',
  'apps.capabilityCheckConflicts': 'Comprueba conflictos',
  'apps.capabilityAddBookings': 'Añade las reservas a tu calendario',
  'apps.caldavAppDescription':
    'Conecta la cuenta de calendario que ya usas. Sus eventos evitan que se reserven horas en las que estás ocupado, y las nuevas reservas se pueden añadir a ella.',
  'apps.caldavAppWorksWith': 'Nextcloud, Fastmail, iCloud, Radicale y cualquier servidor CalDAV',
  'apps.subscriptionAppDescription':
    'Suscríbete a cualquier calendario publicado como dirección iCal. Sus eventos evitan que se reserven horas en las que estás ocupado; es de solo lectura.',
  'apps.subscriptionAppWorksWith':
    'Google Calendar y Outlook (la dirección secreta en formato iCal), enlaces webcal://',
  'apps.storeDescription':
    'Conecta los calendarios que ya usas para que Kairos solo ofrezca las horas en que estás libre.',
  'apps.installedDescription':
    'Tus calendarios conectados: cuáles cuentan para los conflictos y dónde se añaden las reservas.',
  'apps.connect': 'Conectar',
  'apps.connectApp': 'Conectar {app}',
  'apps.connecting': 'Conectando…',
  'apps.connectingStatus': 'Buscando tus calendarios. Esto puede tardar unos segundos.',
  'apps.connectedCount': '{count, plural, one {# conectado} other {# conectados}}',
  'apps.connectFailed': 'No se pudo conectar el calendario. Inténtalo de nuevo.',
  'apps.connected': 'Calendario conectado',
  'apps.connectedDestination':
    'Las nuevas reservas se añaden a {calendar}. Puedes cambiarlo en «Añadir las reservas a».',
  'apps.caldavTitle': 'Conectar un calendario CalDAV',
  'apps.caldavDescription':
    'Kairos lee tus horas ocupadas de esta cuenta y puede añadir tus reservas a uno de sus calendarios.',
  'apps.caldavUrl': 'Dirección del servidor',
  'apps.caldavUrlHint':
    'La dirección de tu servidor de calendario, como cloud.example.com. Kairos encuentra tus calendarios a partir de ella.',
  'apps.privateNetworkHint':
    'Un servidor de tu propia red (Nextcloud, Radicale) se puede conectar en cuanto el administrador de este servidor Kairos lo permita.',
  'apps.notHttps': 'Este servidor no usa https. Escribe {address} si confías en esta red.',
  'apps.username': 'Nombre de usuario',
  'apps.password': 'Contraseña o contraseña de aplicación',
  'apps.passwordHint': 'Usa una contraseña de aplicación si tu proveedor la ofrece:',
  'apps.appPasswordNextcloud': 'Nextcloud: Configuración → Seguridad → Dispositivos y sesiones',
  'apps.appPasswordIcloud': 'iCloud: account.apple.com → Inicio de sesión y seguridad → Contraseñas de aplicación',
  'apps.appPasswordFastmail':
    'Fastmail: Configuración → Privacidad y seguridad → Administrar contraseñas de aplicación',
  'apps.subscriptionTitle': 'Suscribirse a un calendario',
  'apps.subscriptionDescription':
    'Kairos lee las horas ocupadas de esta dirección. Una suscripción es de solo lectura: no se le añaden reservas.',
  'apps.subscriptionUrl': 'Dirección del calendario',
  'apps.subscriptionUrlHint': 'Una dirección https:// o webcal://. Dónde encontrarla:',
  'apps.icalGoogle': 'Google Calendar: Configuración → tu calendario → Dirección secreta en formato iCal',
  'apps.icalOutlook':
    'Outlook: Configuración → Calendario → Calendarios compartidos → Publicar un calendario → Vínculo ICS',
  'apps.subscribe': 'Suscribirse',
  'apps.loading': 'Cargando tus calendarios',
  'apps.loadFailed': 'No se pudieron cargar tus calendarios.',
  'apps.storeLoading': 'Cargando las apps',
  'apps.storeLoadFailed': 'No se pudieron cargar las apps que ofrece este servidor.',
  'apps.storeEmpty': 'Este servidor aún no ofrece apps.',
  'apps.categoryVideo': 'Videoconferencias',
  'apps.videoReady': 'Lista para usar: elígela como ubicación de un tipo de evento.',
  'apps.jitsiDescription':
    'Una nueva sala de Jitsi Meet para cada reserva, con su enlace en la confirmación. Nada que conectar.',
  'apps.emptyTitle': 'Aún no hay calendarios conectados.',
  'apps.emptyText': 'Conecta el calendario que ya usas y las horas en que estés ocupado dejarán de ofrecerse.',
  'apps.goToStore': 'Explorar la App Store',
  'apps.addApp': 'Conectar un calendario',
  'apps.signedInAs': 'Sesión iniciada como {username}',
  'apps.syncedAgo': 'Sincronizado {age}',
  'apps.justNow': 'justo ahora',
  'apps.notSyncedYet': 'Aún no sincronizado',
  'apps.staleCopy': 'Se siguen usando las horas ocupadas de la última sincronización correcta ({age}).',
  'apps.noCopyYet': 'Sus horas ocupadas no cuentan hasta que se sincronice.',
  'apps.refreshNow': 'Actualizar ahora',
  'apps.refreshNowHost': 'Actualizar {host} ahora',
  'apps.refreshing': 'Actualizando…',
  'apps.refreshingHost': 'Actualizando {host}…',
  'apps.remove': 'Quitar',
  'apps.removeHost': 'Quitar {host}',
  'apps.removeTitle': '¿Quitar este calendario?',
  'apps.removeDescription':
    'Las horas ocupadas de {address} dejan de descontarse de tus horas disponibles. Las reservas ya añadidas a sus calendarios se quedan allí.',
  'apps.removed': 'Calendario quitado',
  'apps.checkConflicts': 'Comprobar conflictos',
  'apps.checkConflictsLabel': 'Comprobar conflictos en {calendar}',
  'apps.readOnly': 'Solo lectura',
  'apps.destinationBadge': 'Las reservas van aquí',
  'apps.calendars': 'Calendarios',
  'apps.calendarsOf': 'Calendarios de {host}',
  'apps.noCalendars': 'No se encontraron calendarios en esta cuenta.',
  'apps.destinationTitle': 'Añadir las reservas a',
  'apps.destinationDescription':
    'Cada nueva reserva se añade a este calendario, con la misma invitación que recibe tu invitado.',
  'apps.noDestination': 'No añadir las reservas a ningún calendario',
  'apps.noWritableCalendar':
    'Ninguno de tus calendarios puede recibir reservas. Conecta un calendario CalDAV en el que puedas escribir.',
  'apps.saveFailed': 'Inténtalo de nuevo.',
  'apps.googleAppDescription':
    'Cada calendario de tu cuenta de Google, incluidos los compartidos, evita que se reserven horas en las que estás ocupado, y las nuevas reservas se añaden al que elijas.',
  'apps.googleAppWorksWith': 'Google Calendar y Google Workspace',
  'apps.microsoftAppDescription':
    'Cada calendario de tu cuenta de Outlook o Microsoft 365 evita que se reserven horas en las que estás ocupado, y las nuevas reservas se añaden al que elijas.',
  'apps.microsoftAppWorksWith': 'Outlook.com, Microsoft 365 y Exchange Online',
  'apps.meetDescription':
    'Un enlace de Google Meet para cada reserva, creado con el evento de la reserva en tu Google Calendar.',
  'apps.teamsDescription':
    'Una reunión de Teams para cada reserva, creada con el evento de la reserva en tu calendario de Microsoft 365.',
  'apps.teamsWorksWith': 'Cuentas profesionales o educativas de Microsoft 365',
  'apps.zoomDescription':
    'Una reunión de Zoom para cada reserva, con su enlace y código de acceso en la confirmación; se mueve y se elimina con ella.',
  'apps.zoomWorksWith': 'Cuentas de Zoom',
  'apps.notSetUp': 'Tu administrador aún no ha configurado esta app',
  'apps.installed': 'Instalada',
  'apps.openingSignIn': 'Abriendo la página de inicio de sesión…',
  'apps.oauthConnectFailed': 'No se pudo conectar la cuenta. Inténtalo de nuevo.',
  'apps.reconnectNeeded': 'Hay que volver a conectar',
  'apps.reconnect': 'Volver a conectar',
  'apps.reconnectLabel': 'Volver a conectar {name}',
  'apps.reconnectDescription':
    '{name} ya no permite a Kairos usar esta cuenta. Vuelve a conectarla; mientras tanto se usan las horas ocupadas leídas por última vez.',
  'apps.reconnectVideoDescription':
    '{name} ya no permite a Kairos usar esta cuenta. Vuelve a conectarla; mientras tanto, las reservas con el lugar {name} se confirman sin enlace a la reunión.',
  'apps.connectedMessage': '{name} está conectado.',
  'apps.stateRefused': 'Esta conexión no se inició aquí o ha caducado. Vuelve a conectar.',
  'apps.denied': 'No permitiste que Kairos usara esta cuenta, así que no se conectó nada.',
  'apps.missingScopes': 'Kairos necesita estos permisos: {names}. Vuelve a conectar y concédelos.',
  'apps.removeAppTitle': '¿Quitar {name}?',
  'apps.removeVideoDescription':
    'Los tipos de evento con una ubicación {name} dejan de recibir un enlace de reunión hasta que la vuelvas a conectar. Las reuniones ya creadas se mantienen.',
  'apps.appRemoved': 'App quitada',
  'apps.removeFailed': 'No se pudo quitar la app. Inténtalo de nuevo.',
  'apps.calendarFirst': '{video} viene con tu conexión de {calendar}. Quita {calendar} para desconectar la cuenta.',
};
