import type { Translation } from '../areas.ts';
import type { appsTexts } from '../apps.ts';

export const appsFr: Translation<typeof appsTexts> = {
  'apps.appStore': 'App Store',
  'apps.installedApps': 'Applications installées',
  'apps.apps': 'Applications',
  'apps.cancel': 'Annuler',
  'apps.error': 'Erreur',
  'apps.categoryCalendar': 'Agendas',
  'apps.capabilityCheckConflicts': 'Vérifie les conflits',
  'apps.capabilityAddBookings': 'Ajoute les réservations à votre agenda',
  'apps.caldavAppDescription':
    'Connectez le compte d’agenda que vous utilisez déjà. Ses événements empêchent de réserver les moments où vous êtes occupé, et les nouvelles réservations peuvent y être ajoutées.',
  'apps.caldavAppWorksWith': 'Nextcloud, Fastmail, iCloud, Radicale et tout serveur CalDAV',
  'apps.subscriptionAppDescription':
    'Abonnez-vous à n’importe quel agenda publié sous forme d’adresse iCal. Ses événements empêchent de réserver les moments où vous êtes occupé ; il est en lecture seule.',
  'apps.subscriptionAppWorksWith': 'Google Calendar et Outlook (l’adresse secrète au format iCal), liens webcal://',
  'apps.storeDescription':
    'Connectez les agendas que vous utilisez déjà, pour que Kairos ne propose que les moments où vous êtes libre.',
  'apps.installedDescription':
    'Vos agendas connectés : ceux qui comptent pour les conflits, et celui où les réservations sont ajoutées.',
  'apps.connect': 'Connecter',
  'apps.connectApp': 'Connecter {app}',
  'apps.connecting': 'Connexion…',
  'apps.connectingStatus': 'Recherche de vos agendas. Cela peut prendre quelques secondes.',
  'apps.connectedCount': '{count, plural, one {# connecté} other {# connectés}}',
  'apps.connectFailed': 'L’agenda n’a pas pu être connecté. Veuillez réessayer.',
  'apps.connected': 'Agenda connecté',
  'apps.connectedDestination':
    'Les nouvelles réservations sont ajoutées à {calendar}. Vous pouvez changer cela sous « Ajouter les réservations à ».',
  'apps.caldavTitle': 'Connecter un agenda CalDAV',
  'apps.caldavDescription':
    'Kairos lit vos créneaux occupés dans ce compte et peut ajouter vos réservations à l’un de ses agendas.',
  'apps.caldavUrl': 'Adresse du serveur',
  'apps.caldavUrlHint':
    'L’adresse de votre serveur d’agenda, par exemple cloud.example.com. Kairos y trouve vos agendas.',
  'apps.privateNetworkHint':
    'Un serveur de votre propre réseau (Nextcloud, Radicale) devient accessible dès que l’administrateur de ce serveur Kairos l’autorise.',
  'apps.notHttps': 'Ce serveur n’utilise pas https. Saisissez {address} si vous faites confiance à ce réseau.',
  'apps.username': 'Nom d’utilisateur',
  'apps.password': 'Mot de passe ou mot de passe d’application',
  'apps.passwordHint': 'Utilisez un mot de passe d’application si votre fournisseur en propose un :',
  'apps.appPasswordNextcloud': 'Nextcloud : Paramètres → Sécurité → Appareils & sessions',
  'apps.appPasswordIcloud': 'iCloud : account.apple.com → Connexion et sécurité → Mots de passe pour app',
  'apps.appPasswordFastmail':
    'Fastmail : Paramètres → Confidentialité et sécurité → Gérer les mots de passe d’application',
  'apps.subscriptionTitle': 'S’abonner à un agenda',
  'apps.subscriptionDescription':
    'Kairos lit les créneaux occupés à cette adresse. Un abonnement est en lecture seule : les réservations n’y sont pas ajoutées.',
  'apps.subscriptionUrl': 'Adresse de l’agenda',
  'apps.subscriptionUrlHint': 'Une adresse https:// ou webcal://. Où la trouver :',
  'apps.icalGoogle': 'Google Calendar : Paramètres → votre agenda → Adresse secrète au format iCal',
  'apps.icalOutlook': 'Outlook : Paramètres → Calendrier → Calendriers partagés → Publier un calendrier → Lien ICS',
  'apps.subscribe': 'S’abonner',
  'apps.loading': 'Chargement de vos agendas',
  'apps.loadFailed': 'Impossible de charger vos agendas.',
  'apps.storeLoading': 'Chargement des apps',
  'apps.storeLoadFailed': 'Impossible de charger les apps proposées par ce serveur.',
  'apps.storeEmpty': 'Ce serveur ne propose encore aucune app.',
  'apps.categoryVideo': 'Visioconférence',
  'apps.videoReady': 'Prête à l’emploi : choisissez-la comme lieu d’un type d’événement.',
  'apps.jitsiDescription':
    'Une nouvelle salle Jitsi Meet pour chaque réservation, son lien dans la confirmation. Rien à connecter.',
  'apps.emptyTitle': 'Aucun agenda connecté pour l’instant.',
  'apps.emptyText':
    'Connectez l’agenda que vous utilisez déjà : les moments où vous y êtes occupé ne seront plus proposés.',
  'apps.goToStore': 'Parcourir l’App Store',
  'apps.addApp': 'Connecter un agenda',
  'apps.signedInAs': 'Connecté en tant que {username}',
  'apps.syncedAgo': 'Synchronisé {age}',
  'apps.justNow': 'à l’instant',
  'apps.notSyncedYet': 'Pas encore synchronisé',
  'apps.staleCopy': 'Les créneaux occupés de la dernière synchronisation réussie ({age}) sont toujours utilisés.',
  'apps.noCopyYet': 'Ses créneaux occupés ne comptent pas tant qu’il n’est pas synchronisé.',
  'apps.refreshNow': 'Actualiser maintenant',
  'apps.refreshNowHost': 'Actualiser {host} maintenant',
  'apps.refreshing': 'Actualisation…',
  'apps.refreshingHost': 'Actualisation de {host}…',
  'apps.remove': 'Supprimer',
  'apps.removeHost': 'Supprimer {host}',
  'apps.removeTitle': 'Supprimer cet agenda ?',
  'apps.removeDescription':
    'Les créneaux occupés de {address} ne seront plus retirés de vos disponibilités. Les réservations déjà ajoutées à ses agendas y restent.',
  'apps.removed': 'Agenda supprimé',
  'apps.checkConflicts': 'Vérifier les conflits',
  'apps.checkConflictsLabel': 'Vérifier les conflits avec {calendar}',
  'apps.readOnly': 'Lecture seule',
  'apps.destinationBadge': 'Les réservations arrivent ici',
  'apps.calendars': 'Agendas',
  'apps.calendarsOf': 'Agendas de {host}',
  'apps.noCalendars': 'Aucun agenda n’a été trouvé dans ce compte.',
  'apps.destinationTitle': 'Ajouter les réservations à',
  'apps.destinationDescription':
    'Chaque nouvelle réservation est ajoutée à cet agenda, avec la même invitation que celle que reçoit votre invité.',
  'apps.noDestination': 'Ne pas ajouter les réservations à un agenda',
  'apps.noWritableCalendar':
    'Aucun de vos agendas ne peut recevoir de réservations. Connectez un agenda CalDAV dans lequel vous pouvez écrire.',
  'apps.saveFailed': 'Veuillez réessayer.',
  'apps.googleAppDescription':
    'Chaque agenda de votre compte Google, y compris les agendas partagés, empêche de réserver les moments où vous êtes occupé, et les nouvelles réservations sont ajoutées à celui de votre choix.',
  'apps.googleAppWorksWith': 'Google Agenda et Google Workspace',
  'apps.microsoftAppDescription':
    'Chaque calendrier de votre compte Outlook ou Microsoft 365 empêche de réserver les moments où vous êtes occupé, et les nouvelles réservations sont ajoutées à celui de votre choix.',
  'apps.microsoftAppWorksWith': 'Outlook.com, Microsoft 365 et Exchange Online',
  'apps.meetDescription':
    'Un lien Google Meet pour chaque réservation, créé avec l’événement de la réservation dans votre Google Agenda.',
  'apps.teamsDescription':
    'Une réunion Teams pour chaque réservation, créée avec l’événement de la réservation dans votre calendrier Microsoft 365.',
  'apps.teamsWorksWith': 'Comptes professionnels ou scolaires Microsoft 365',
  'apps.zoomDescription':
    'Une réunion Zoom pour chaque réservation, son lien et son code secret dans la confirmation ; déplacée et supprimée avec elle.',
  'apps.zoomWorksWith': 'Comptes Zoom',
  'apps.notSetUp': 'Votre administrateur n’a pas encore configuré cette app',
  'apps.installed': 'Installée',
  'apps.openingSignIn': 'Ouverture de la page de connexion…',
  'apps.oauthConnectFailed': 'Le compte n’a pas pu être connecté. Veuillez réessayer.',
  'apps.reconnectNeeded': 'Reconnexion nécessaire',
  'apps.reconnect': 'Reconnecter',
  'apps.reconnectLabel': 'Reconnecter {name}',
  'apps.reconnectDescription':
    '{name} ne permet plus à Kairos d’utiliser ce compte. Reconnectez-le ; en attendant, les horaires occupés lus en dernier sont utilisés.',
  'apps.reconnectVideoDescription':
    '{name} ne permet plus à Kairos d’utiliser ce compte. Reconnectez-le ; en attendant, les réservations avec le lieu {name} sont confirmées sans lien de réunion.',
  'apps.connectedMessage': '{name} est connecté.',
  'apps.stateRefused': 'Cette connexion n’a pas été lancée ici, ou elle a expiré. Veuillez vous connecter à nouveau.',
  'apps.denied': 'Vous n’avez pas autorisé Kairos à utiliser ce compte, rien n’a donc été connecté.',
  'apps.missingScopes': 'Kairos a besoin de ces autorisations : {names}. Veuillez vous reconnecter et les accorder.',
  'apps.removeAppTitle': 'Supprimer {name} ?',
  'apps.removeVideoDescription':
    'Les types d’événements avec un lieu {name} n’obtiennent plus de lien de réunion jusqu’à ce que vous la reconnectiez. Les réunions déjà créées restent.',
  'apps.appRemoved': 'App supprimée',
  'apps.removeFailed': 'L’app n’a pas pu être supprimée. Veuillez réessayer.',
  'apps.calendarFirst': '{video} va avec votre connexion {calendar}. Supprimez {calendar} pour déconnecter le compte.',
};
