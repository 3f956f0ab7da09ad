import { editorMessages } from '../../../event-type-editor.ts';
import { messages } from '../../../messages.ts';
import { serverUrlMessages } from '../../../server-url.ts';
import { textMessages } from '../../../text.ts';
import { usernameMessages } from '../../../username.ts';
import { adminUsersMessages } from '../../../schemas/admin-users.ts';
import { adminMessages } from '../../../schemas/admin.ts';
import { authAnswers } from '../../../schemas/auth.ts';
import { availabilityMessages } from '../../../schemas/availability.ts';
import { answerMessages, fieldMessages, locationMessages } from '../../../schemas/booking-fields.ts';
import { bookingMessages } from '../../../schemas/bookings.ts';
import { calendarErrorMessages, calendarMessages } from '../../../schemas/calendars.ts';
import { confirmationMessages } from '../../../schemas/confirmation-settings.ts';
import { domainMessages } from '../../../schemas/domains.ts';
import { embedMessages } from '../../../schemas/embed.ts';
import { eventTypeLimitMessages } from '../../../schemas/event-types.ts';
import { insightsMessages } from '../../../schemas/insights.ts';
import { liveMessages } from '../../../schemas/live.ts';
import { preferencesMessages } from '../../../schemas/preferences.ts';
import { profileMessages } from '../../../schemas/profile.ts';
import { requestMessages } from '../../../schemas/requests.ts';
import { routingMessages } from '../../../schemas/routing-forms.ts';
import { seatMessages } from '../../../schemas/seats.ts';
import { teamEventTypeMessages } from '../../../schemas/team-event-types.ts';
import { teamMessages } from '../../../schemas/teams.ts';
import { webhookMessages } from '../../../schemas/webhooks.ts';
import { workflowMessages } from '../../../schemas/workflows.ts';
import type { ErrorSentence } from '../errors.ts';

export const errorsFr: { readonly [S in ErrorSentence]: string } = {
  [adminMessages.invalidDomain]: 'Saisissez un nom de domaine valide, comme example.com.',
  [adminMessages.invalidIp]: 'Saisissez une adresse IPv4 ou IPv6 valide, comme 203.0.113.10.',
  [adminMessages.invalidToken]:
    'Ce n’est pas un jeton d’API Cloudflare : il ne peut contenir que des lettres, des chiffres et des symboles, sans espaces.',
  [adminUsersMessages.lastAppAdmin]:
    'C’est le dernier admin de l’application. Faites d’un autre compte un admin de l’application avant de rétrograder, désactiver ou supprimer celui-ci.',
  [adminUsersMessages.nothingToChange]: 'Envoyez un rôle, « disabled », ou les deux.',
  [adminUsersMessages.userNotFound]: 'Ce compte n’existe plus.',
  [answerMessages.guestInvalid]: 'Chaque invité doit avoir une adresse e-mail valide.',
  [answerMessages.summary]: 'Certaines réponses sont à revoir.',
  [answerMessages.tooManyGuests]: 'Ajoutez 10 invités au maximum.',
  [availabilityMessages.bookingPageNotFound]: 'Cette page de réservation n’existe pas.',
  [availabilityMessages.bufferRange]: 'Les marges doivent être comprises entre 0 et 720 minutes.',
  [availabilityMessages.dateFormat]: 'Utilisez une date comme 2027-03-30.',
  [availabilityMessages.duplicateOverride]: 'Chaque date ne peut avoir qu’une seule exception.',
  [availabilityMessages.eventTypeNotFound]: 'Type de rendez-vous introuvable',
  [availabilityMessages.intervalRange]: 'L’intervalle doit être compris entre 5 et 720 minutes.',
  [availabilityMessages.invalidInstant]: 'Utilisez des dates ISO comme 2027-03-28T00:00:00Z pour from et to.',
  [availabilityMessages.limitRange]: 'Les limites doivent être comprises entre 1 et 1000 réservations.',
  [availabilityMessages.nameRequired]: 'Le nom est obligatoire',
  [availabilityMessages.nameTooLong]: 'Le nom doit comporter au maximum 100 caractères',
  [availabilityMessages.noticeRange]: 'Le délai de prévenance doit être compris entre 0 et 525600 minutes (un an).',
  [availabilityMessages.scheduleNotFound]: 'Planning introuvable',
  [availabilityMessages.seatsRange]: 'Il faut entre 2 et 1000 places par horaire.',
  [availabilityMessages.seatsWithConfirmation]:
    'Un horaire avec des places ne peut pas exiger de confirmation. Désactivez l’une des deux options.',
  [availabilityMessages.spanOrder]: 'to doit être après from.',
  [availabilityMessages.spanTooLong]: 'Demandez au maximum 42 jours à la fois.',
  [availabilityMessages.timeFormat]: 'Utilisez une heure comme 09:00 (de 00:00 à 24:00).',
  [availabilityMessages.tooManyOverrides]: 'Un planning peut avoir au maximum 400 exceptions de date.',
  [availabilityMessages.tooManyRanges]: 'Une journée peut avoir au maximum 8 plages horaires.',
  [availabilityMessages.wholeMinutes]: 'Utilisez un nombre entier de minutes.',
  [availabilityMessages.windowDaysRange]: 'La fenêtre glissante doit être comprise entre 1 et 3650 jours.',
  [availabilityMessages.windowRangeOrder]: 'Le dernier jour ne doit pas précéder le premier.',
  [availabilityMessages.windowRangeRequired]: 'Choisissez le premier et le dernier jour de la période.',
  [bookingMessages.alreadyCancelled]: 'Cette réservation a déjà été annulée.',
  [bookingMessages.alreadyPast]: 'Ce rendez-vous a déjà eu lieu.',
  [bookingMessages.beyondHorizon]:
    'Les réservations sont possibles au plus 2 ans à l’avance. Veuillez choisir un horaire plus proche.',
  [bookingMessages.busy]: 'Les réservations sont très sollicitées en ce moment. Veuillez réessayer.',
  [bookingMessages.cannotReschedule]:
    'Cette réservation ne peut plus être déplacée. Veuillez réserver un nouvel horaire.',
  [bookingMessages.feedNotFound]: 'Ce flux de calendrier n’existe pas.',
  [bookingMessages.hostAccountClosed]: 'L’hôte a fermé son compte Kairos.',
  [bookingMessages.idempotencyKey]: 'Idempotency-Key doit être un UUID.',
  [bookingMessages.idempotencyKeyReused]: 'Cette Idempotency-Key a déjà servi pour une autre réservation.',
  [bookingMessages.inPast]: 'Cet horaire est déjà passé. Veuillez en choisir un autre.',
  [bookingMessages.invalidStart]: 'Utilisez une heure ISO comme 2027-03-28T09:00:00Z pour start.',
  [bookingMessages.linkInvalid]: 'Ce lien de réservation n’est pas valide.',
  [bookingMessages.notFound]: 'Réservation introuvable',
  [bookingMessages.notOpen]: 'Cet horaire n’est pas ouvert à la réservation. Veuillez en choisir un autre.',
  [bookingMessages.notesTooLong]: 'Les notes doivent comporter au maximum 1000 caractères',
  [bookingMessages.outsideWindow]:
    'Cet horaire est en dehors des dates où ce rendez-vous peut être réservé. Veuillez en choisir un autre.',
  [bookingMessages.reasonTooLong]: 'Le motif doit comporter au maximum 500 caractères',
  [bookingMessages.rescheduledTooOften]:
    'Cette réservation a été déplacée trop de fois pour l’être encore. Veuillez l’annuler et réserver un nouvel horaire.',
  [bookingMessages.slotTaken]: 'Quelqu’un vient de réserver cet horaire. Veuillez en choisir un autre.',
  [bookingMessages.unstorable]: 'Cet horaire ne peut pas être réservé. Veuillez en choisir un autre.',
  [calendarMessages.alreadyConnected]: 'Ce calendrier est déjà connecté.',
  [calendarMessages.calendarNotFound]: 'Calendrier introuvable',
  [calendarMessages.conflict]:
    'Cet horaire n’est plus libre dans le calendrier de l’hôte. Veuillez en choisir un autre.',
  [calendarMessages.notFound]: 'Connexion de calendrier introuvable',
  [calendarMessages.passwordRequired]: 'Saisissez votre mot de passe ou mot de passe d’application.',
  [calendarMessages.passwordTooLong]: 'Le mot de passe doit comporter au maximum 1024 caractères.',
  [calendarMessages.readOnlyDestination]:
    'Les réservations ne peuvent être ajoutées qu’à un calendrier CalDAV dans lequel vous pouvez écrire.',
  [calendarMessages.tooMany]: 'Vous pouvez connecter au maximum 10 comptes de calendrier et abonnements.',
  [calendarMessages.urlCredentials]:
    'Mettez le nom d’utilisateur et le mot de passe dans leurs propres champs, pas dans l’adresse.',
  [calendarMessages.urlInvalid]: 'Saisissez une adresse valide, comme https://cloud.example.com.',
  [calendarMessages.urlTooLong]: 'L’adresse doit comporter au maximum 2000 caractères.',
  [calendarMessages.usernameRequired]: 'Saisissez votre nom d’utilisateur.',
  [calendarMessages.usernameTooLong]: 'Le nom d’utilisateur doit comporter au maximum 256 caractères.',
  [confirmationMessages.expiryRange]: 'Saisissez un nombre entier d’heures entre 1 et 8760.',
  [confirmationMessages.thresholdRange]:
    'Saisissez un nombre entier d’heures entre 1 et 8760, ou laissez le champ vide.',
  [domainMessages.appOwnDomain]:
    'C’est le domaine de l’application elle-même. Utilisez un domaine qui appartient à votre entreprise.',
  [domainMessages.dnsTimeout]: 'La requête DNS a expiré. Réessayez dans une minute.',
  [domainMessages.dnsUnavailable]: 'Le serveur DNS est injoignable. Réessayez plus tard.',
  [domainMessages.domainTaken]: 'Ce domaine est déjà utilisé par un autre compte.',
  [domainMessages.invalidHostname]: 'Saisissez un nom de domaine valide, comme book.example.com.',
  [domainMessages.noDomainSaved]: 'Enregistrez un domaine avant de le vérifier.',
  [domainMessages.publicIpNotConfigured]: 'Non configuré : l’administrateur du serveur n’a pas défini APP_PUBLIC_IP.',
  [domainMessages.subdomainNeedsThreeLabels]:
    'Un sous-domaine doit comporter au moins trois parties, comme book.example.com.',
  [editorMessages.noLocation]: 'Les réservations n’ont pas de lieu.',
  [embedMessages.listRequired]: 'allowedOrigins doit être une liste d’adresses de sites.',
  [embedMessages.originFormat]:
    'Chaque origine autorisée doit être une adresse de site comme https://example.com : un schéma, un hôte et un port facultatif, sans chemin.',
  [embedMessages.originHttps]:
    'Les origines autorisées doivent utiliser https:// (http:// seulement pour localhost ou 127.0.0.1, pendant le développement).',
  [embedMessages.tooMany]: 'Indiquez au maximum 20 origines autorisées.',
  [eventTypeLimitMessages.descriptionTooLong]: 'La description doit comporter au maximum 1000 caractères',
  [eventTypeLimitMessages.durationTooLong]: 'La durée doit être au maximum de 1440 minutes (24 heures)',
  [eventTypeLimitMessages.durationWhole]: 'La durée doit être un nombre entier de minutes',
  [eventTypeLimitMessages.invalidCursor]: 'Le curseur n’est pas valide. Recommencez à partir de la première page.',
  [eventTypeLimitMessages.slugTaken]:
    'Vous avez déjà un type de rendez-vous avec ce slug d’URL. Choisissez-en un autre.',
  [eventTypeLimitMessages.slugTooLong]: 'Le slug doit comporter au maximum 100 caractères',
  [fieldMessages.labelRequired]: 'Chaque question doit avoir un libellé.',
  [fieldMessages.labelTooLong]: 'Un libellé doit comporter au maximum 200 caractères.',
  [fieldMessages.lengthOrder]: 'La longueur minimale ne peut pas dépasser la longueur maximale.',
  [fieldMessages.lengthWhole]: 'Les longueurs sont des nombres entiers à partir de 0.',
  [fieldMessages.nameFormat]:
    'Le nom d’une question utilise des minuscules, des chiffres, - et _, et commence par une lettre (par exemple company).',
  [fieldMessages.nameTooLong]: 'Le nom d’une question doit comporter au maximum 40 caractères.',
  [fieldMessages.noLength]: 'Seules les questions à texte court ou long ont une longueur minimale et maximale.',
  [fieldMessages.noOptions]: 'Seules les questions à liste, à choix multiples et à boutons radio ont des options.',
  [fieldMessages.optionEmpty]: 'Les options ne peuvent pas être vides.',
  [fieldMessages.optionTooLong]: 'Une option doit comporter au maximum 100 caractères.',
  [fieldMessages.optionsRepeated]: 'Les options doivent être différentes les unes des autres.',
  [fieldMessages.optionsRequired]: 'Ajoutez au moins une option.',
  [fieldMessages.placeholderTooLong]: 'Un texte indicatif doit comporter au maximum 200 caractères.',
  [fieldMessages.showIfCheckbox]: 'Une condition de case à cocher est soit cochée (true), soit non cochée (false).',
  [fieldMessages.showIfEmpty]: 'Choisissez ou saisissez la réponse qui affiche cette question.',
  [fieldMessages.showIfSystem]: 'Une condition doit porter sur une de vos questions, pas sur un champ intégré.',
  [fieldMessages.showIfUnknown]: 'Une condition doit porter sur une question située au-dessus de celle-ci.',
  [fieldMessages.tooMany]: 'Ajoutez au maximum 30 questions.',
  [fieldMessages.tooManyOptions]: 'Ajoutez au maximum 50 options.',
  [insightsMessages.deletedEventType]: 'Type de rendez-vous supprimé',
  [insightsMessages.memberNotFound]: 'Membre introuvable',
  [insightsMessages.noShowNotAccepted]: 'Seule une réservation acceptée peut être marquée comme absence.',
  [insightsMessages.noShowNotStarted]: 'Vous ne pouvez marquer une absence qu’une fois la réservation commencée.',
  [insightsMessages.rangeOrder]: 'from doit être le même jour que to ou avant.',
  [insightsMessages.rangeTooLong]: 'to doit être moins de 732 jours après from.',
  [insightsMessages.statusFilter]: 'status doit valoir accepted, pending, cancelled, rejected ou no_show.',
  [insightsMessages.teamNotFound]: 'Équipe introuvable',
  [insightsMessages.tooManyExports]: 'Trop d’exports en cours. Veuillez réessayer dans une minute.',
  [liveMessages.serverFull]:
    'Le serveur a trop de connexions en direct pour le moment. Une nouvelle tentative aura lieu sous peu.',
  [liveMessages.tooManyStreams]:
    'Trop de connexions en direct pour ce compte. Fermez une autre fenêtre ou un autre onglet Kairos et réessayez.',
  [locationMessages.addressRequired]: 'Saisissez l’adresse.',
  [locationMessages.addressTooLong]: 'L’adresse doit comporter au maximum 500 caractères.',
  [locationMessages.choose]: 'Choisissez où vous retrouver.',
  [locationMessages.duplicateKind]: 'Chaque type de lieu ne peut être ajouté qu’une fois.',
  [locationMessages.inviteeAddressRequired]: 'Saisissez l’adresse du rendez-vous.',
  [locationMessages.inviteePhoneInvalid]:
    'Saisissez votre numéro de téléphone avec l’indicatif du pays, comme +1 212 555 0123.',
  [locationMessages.linkInvalid]: 'Saisissez un lien qui commence par https://',
  [locationMessages.linkTooLong]: 'Le lien doit comporter au maximum 2000 caractères.',
  [locationMessages.noValue]: 'Ce type de lieu ne prend aucune valeur.',
  [locationMessages.noneOffered]: 'Ce rendez-vous n’a aucun lieu à choisir.',
  [locationMessages.notOffered]: 'Choisissez l’un des lieux proposés pour ce rendez-vous.',
  [locationMessages.phoneInvalid]: 'Saisissez un numéro de téléphone avec l’indicatif du pays, comme +1 212 555 0123.',
  [locationMessages.tooMany]: 'Ajoutez au maximum 6 lieux.',
  [messages.apiTokenEmpty]: 'Le jeton d’API ne peut pas être vide.',
  [messages.availabilitySaved]: 'Disponibilités enregistrées',
  [messages.cloudflareTokenSaved]: 'Jeton Cloudflare enregistré.',
  [messages.domainAndIpRequired]: 'Le domaine et l’adresse IP sont obligatoires.',
  [messages.durationMin]: 'La durée doit être d’au moins 1 minute',
  [messages.endAfterStart]: 'L’heure de fin doit être après l’heure de début.',
  [messages.invalidResetToken]: 'Lien de réinitialisation du mot de passe invalide ou manquant.',
  [messages.invalidTimeZone]: 'Choisissez un fuseau horaire valide.',
  [messages.loginMissingFields]: 'Veuillez saisir l’e-mail et le mot de passe.',
  [messages.noVerificationToken]: 'Aucun jeton de vérification trouvé. Le lien est peut-être invalide.',
  [messages.passwordTooShort]: 'Le mot de passe doit comporter au moins 8 caractères.',
  [messages.passwordsDoNotMatch]: 'Les mots de passe ne correspondent pas.',
  [messages.resetSucceeded]: 'Votre mot de passe a été réinitialisé ! Vous pouvez maintenant vous connecter.',
  [messages.slugFormat]: 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets',
  [messages.slugRequired]: 'Le slug est obligatoire',
  [messages.verificationSucceeded]: 'Votre adresse e-mail a bien été vérifiée !',
  [preferencesMessages.brandColorFormat]:
    'Les couleurs de marque doivent être des couleurs hexadécimales comme #007bff.',
  [profileMessages.aboutTooLong]: 'La présentation doit comporter au maximum 1000 caractères.',
  [profileMessages.avatarMissing]: 'Choisissez une image à envoyer.',
  [profileMessages.avatarTooLarge]: 'L’image doit faire au maximum 2 Mo.',
  [profileMessages.avatarUnreadable]: 'L’envoi n’a pas pu être lu. Envoyez une seule image en multipart/form-data.',
  [profileMessages.avatarWrongType]: 'L’image doit être au format PNG, JPEG ou WebP.',
  [profileMessages.firstNameRequired]: 'Le prénom est obligatoire.',
  [profileMessages.lastNameRequired]: 'Le nom est obligatoire.',
  [profileMessages.nameTooLong]: 'Les noms doivent comporter au maximum 100 caractères.',
  [requestMessages.alreadyApproved]: 'Cette demande a déjà été acceptée.',
  [requestMessages.alreadyDeclined]: 'Cette demande a déjà été refusée.',
  [requestMessages.cancelledByInvitee]: 'L’invité a annulé cette demande.',
  [requestMessages.expired]: 'Cette demande a expiré avant d’avoir reçu une réponse.',
  [requestMessages.expiredReason]: 'L’hôte n’a pas répondu à temps.',
  [requestMessages.linkInvalid]:
    'Ce lien n’est pas valide. Ouvrez le dernier e-mail concernant cette demande, ou répondez-y depuis vos réservations.',
  [requestMessages.notRequest]: 'Cette réservation n’est pas une demande : elle est déjà confirmée.',
  [requestMessages.started]: 'Cette demande ne peut plus être acceptée : son horaire est arrivé.',
  [requestMessages.timeTaken]:
    'Une autre réservation occupe désormais cet horaire : cette demande ne peut plus être acceptée. Refusez-la plutôt.',
  [routingMessages.conditionCheckbox]: 'Une case à cocher est soit cochée (true), soit non cochée (false).',
  [routingMessages.conditionField]: 'Une condition doit désigner une question de ce formulaire.',
  [routingMessages.conditionNumber]: 'Saisissez un nombre.',
  [routingMessages.conditionValue]: 'Saisissez la réponse recherchée par cette condition.',
  [routingMessages.conditionValues]: 'Indiquez entre 1 et 50 réponses.',
  [routingMessages.conditionsRequired]:
    'Une route doit avoir au moins une condition (les réponses qui ne correspondent à aucune route vont vers la route par défaut).',
  [routingMessages.descriptionTooLong]: 'La description doit comporter au maximum 1000 caractères.',
  [routingMessages.emailField]: 'La question e-mail s’appelle email, et elle seule a le type e-mail.',
  [routingMessages.eventTypeRequired]: 'Choisissez un type de rendez-vous.',
  [routingMessages.eventTypeUnknown]:
    'Choisissez l’un de vos types de rendez-vous, ou celui d’une équipe que vous gérez.',
  [routingMessages.fieldType]: 'Choisissez l’un des types de questions de réservation.',
  [routingMessages.fieldsRequired]: 'Ajoutez au moins une question.',
  [routingMessages.messageRequired]: 'Saisissez le message que lit le visiteur.',
  [routingMessages.messageTooLong]: 'Le message doit comporter au maximum 1000 caractères.',
  [routingMessages.nameRequired]: 'Donnez un nom au formulaire.',
  [routingMessages.nameTooLong]: 'Le nom doit comporter au maximum 100 caractères.',
  [routingMessages.notFound]: 'Formulaire de routage introuvable',
  [routingMessages.nowhere]: 'Merci. L’hôte vous contactera.',
  [routingMessages.tooMany]: 'Vous pouvez avoir au maximum 50 formulaires de routage.',
  [routingMessages.tooManyConditions]: 'Une route accepte au maximum 10 conditions.',
  [routingMessages.tooManyRoutes]: 'Ajoutez au maximum 20 routes.',
  [seatMessages.alreadySeated]: 'Vous avez déjà une place à cet horaire.',
  [seatMessages.full]: 'Toutes les places de cet horaire viennent d’être prises. Veuillez en choisir un autre.',
  [seatMessages.notSeated]: 'Cette réservation n’est pas une place d’un horaire partagé.',
  [serverUrlMessages.credentials]: 'L’adresse ne doit contenir ni nom d’utilisateur ni mot de passe.',
  [serverUrlMessages.extra]: 'Saisissez seulement l’adresse du serveur, sans chemin, requête ni #fragment.',
  [serverUrlMessages.insecure]:
    'Utilisez https:// pour ce serveur : http:// ne fonctionne que pour un serveur sur cet ordinateur (localhost).',
  [serverUrlMessages.invalid]: 'Saisissez une adresse valide, comme https://kairos.example.com.',
  [serverUrlMessages.protocol]: 'L’adresse doit commencer par https:// ou http://.',
  [serverUrlMessages.required]: 'Saisissez l’adresse de votre serveur Kairos.',
  [teamEventTypeMessages.hostNotMember]: 'Chaque hôte doit être membre de l’équipe.',
  [teamEventTypeMessages.hostTwice]: 'Chaque hôte ne peut être choisi qu’une fois.',
  [teamEventTypeMessages.hostsRequired]: 'Choisissez au moins un hôte.',
  [teamEventTypeMessages.noConfirmation]: 'Les types de rendez-vous d’équipe ne peuvent pas exiger de confirmation.',
  [teamEventTypeMessages.noSeats]: 'Les places ne sont pas proposées pour les types de rendez-vous d’équipe.',
  [teamEventTypeMessages.priorityRange]: 'La priorité doit être un nombre entier entre 0 et 4.',
  [teamEventTypeMessages.schedulingType]: 'Choisissez collectif ou round-robin.',
  [teamEventTypeMessages.slugTaken]:
    'L’équipe a déjà un type de rendez-vous avec ce slug d’URL. Choisissez-en un autre.',
  [teamEventTypeMessages.tooManyHosts]: 'Un type de rendez-vous d’équipe a au maximum 50 hôtes.',
  [teamEventTypeMessages.tooManyUsers]: 'Un lien de groupe nomme au maximum 10 personnes.',
  [teamEventTypeMessages.weightRange]: 'Le poids doit être un nombre entier entre 1 et 100.',
  [teamMessages.alreadyMember]: 'Cette personne est déjà membre de l’équipe.',
  [teamMessages.inviteExpired]: 'Cette invitation a expiré. Demandez-en une nouvelle à l’équipe.',
  [teamMessages.inviteNotFound]: 'Cette invitation n’existe pas. Demandez-en une nouvelle à l’équipe.',
  [teamMessages.inviteOtherEmail]:
    'Cette invitation est destinée à une autre adresse e-mail. Connectez-vous avec l’adresse à laquelle elle a été envoyée.',
  [teamMessages.inviteUnverified]:
    'Vérifiez d’abord votre adresse e-mail (avec le lien envoyé lors de votre inscription), puis acceptez.',
  [teamMessages.inviteUsed]: 'Cette invitation a déjà été utilisée.',
  [teamMessages.lastOwner]:
    'Une équipe doit avoir au moins un propriétaire. Faites d’abord d’un autre membre un propriétaire.',
  [teamMessages.logoTooLarge]: 'Le logo doit faire au maximum 2 Mo.',
  [teamMessages.logoUnreadable]: 'Le logo doit être une image PNG, JPEG ou WebP, envoyée en data URL ou en base64.',
  [teamMessages.logoWrongType]: 'Le logo doit être une image PNG, JPEG ou WebP.',
  [teamMessages.memberNotFound]: 'Cette personne n’est pas membre de l’équipe.',
  [teamMessages.nameRequired]: 'Le nom de l’équipe est obligatoire.',
  [teamMessages.nameTooLong]: 'Le nom de l’équipe doit comporter au maximum 100 caractères.',
  [teamMessages.notFound]: 'Cette équipe n’existe pas.',
  [teamMessages.onlyOwnerMakesOwners]:
    'Seul un propriétaire peut nommer un propriétaire ou changer le rôle d’un propriétaire.',
  [teamMessages.ownersOnly]: 'Seul un propriétaire peut faire cela.',
  [teamMessages.publicNotFound]: 'Aucune équipe n’a cette URL.',
  [teamMessages.slugEdges]: 'L’URL de l’équipe doit commencer et finir par une lettre ou un chiffre.',
  [teamMessages.slugFormat]:
    'L’URL de l’équipe ne peut contenir que des lettres minuscules, des chiffres et des tirets.',
  [teamMessages.slugReserved]: 'Cette URL d’équipe est réservée. Veuillez en choisir une autre.',
  [teamMessages.slugTaken]: 'Une autre équipe utilise déjà cette URL.',
  [teamMessages.slugTooLong]: 'L’URL de l’équipe doit comporter au maximum 40 caractères.',
  [teamMessages.slugTooShort]: 'L’URL de l’équipe doit comporter au moins 3 caractères.',
  [teamMessages.tooManyInvites]: 'Une équipe peut envoyer au maximum 30 invitations par heure. Réessayez plus tard.',
  [teamMessages.tooManyMembers]: 'Une équipe peut avoir au maximum 200 membres.',
  [teamMessages.tooManyPending]:
    'Une équipe peut avoir au maximum 100 invitations en attente. Révoquez-en d’abord quelques-unes.',
  [teamMessages.tooManyTeams]: 'Vous pouvez appartenir à 50 équipes au maximum.',
  [textMessages.controlCharacters]: 'Caractères non valides : supprimez les caractères de contrôle comme NUL.',
  [usernameMessages.taken]: 'Ce nom d’utilisateur est déjà pris.',
  [webhookMessages.eventsRequired]: 'Choisissez au moins un événement.',
  [webhookMessages.notFound]: 'Webhook introuvable',
  [webhookMessages.tooMany]: 'Vous pouvez avoir au maximum 20 webhooks.',
  [webhookMessages.urlHttps]: 'Les URL de webhook doivent utiliser https.',
  [webhookMessages.urlInvalid]: 'Saisissez une URL valide, comme https://example.com/hooks/kairos.',
  [webhookMessages.urlPrivate]:
    'Les URL de webhook doivent pointer vers une adresse publique, pas une adresse locale ou privée.',
  [webhookMessages.urlTooLong]: 'L’URL doit comporter au maximum 2000 caractères.',
  [workflowMessages.actionsRequired]: 'Ajoutez au moins un e-mail.',
  [workflowMessages.addressInvalid]: 'Saisissez une adresse e-mail valide, comme team@example.com.',
  [workflowMessages.addressRequired]: 'Saisissez l’adresse à laquelle écrire.',
  [workflowMessages.bodyRequired]: 'Saisissez le texte de l’e-mail.',
  [workflowMessages.bodyTooLong]: 'Le texte doit comporter au maximum 5000 caractères.',
  [workflowMessages.eventTypeUnknown]: 'L’un des types de rendez-vous choisis n’existe pas.',
  [workflowMessages.nameRequired]: 'Saisissez un nom pour le workflow.',
  [workflowMessages.notFound]: 'Workflow introuvable',
  [workflowMessages.offsetRange]: 'Choisissez une durée entre 1 minute et 30 jours.',
  [workflowMessages.offsetRequired]: 'Indiquez combien de temps avant ou après.',
  [workflowMessages.subjectRequired]: 'Saisissez un objet.',
  [workflowMessages.subjectTooLong]: 'L’objet doit comporter au maximum 200 caractères.',
  [workflowMessages.tooMany]: 'Vous pouvez avoir au maximum 50 workflows.',
  [workflowMessages.tooManyActions]: 'Un workflow envoie au maximum 5 e-mails.',
  [authAnswers.registered]: 'Merci pour votre inscription ! Consultez vos e-mails pour vérifier votre compte.',
  [authAnswers.resetRequested]:
    'Si un compte existe pour cet e-mail, nous avons envoyé un lien pour réinitialiser votre mot de passe.',
  [authAnswers.verificationResent]:
    'Si cet e-mail appartient à un compte pas encore vérifié, nous lui avons envoyé un nouveau lien.',
  [authAnswers.invalidCredentials]: 'E-mail ou mot de passe incorrect.',
  [authAnswers.verifyBeforeLogin]: 'Veuillez vérifier votre adresse e-mail avant de vous connecter.',
  [authAnswers.accountDisabled]: 'Ce compte est désactivé.',
  [authAnswers.invalidVerificationToken]: 'Ce lien de vérification n’est pas valide ou a expiré.',
  [authAnswers.invalidResetToken]: 'Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré.',
  [authAnswers.invalidRefreshToken]: 'Votre session a expiré. Veuillez vous reconnecter.',
  [authAnswers.sessionEnded]: 'Votre session a pris fin. Veuillez vous reconnecter.',
  [authAnswers.loggedOut]: 'Déconnecté.',
  [calendarErrorMessages.auth]: 'Le serveur a refusé ce nom d’utilisateur ou ce mot de passe.',
  [calendarErrorMessages['no-calendars']]: 'Il n’y a aucun calendrier CalDAV à cette adresse.',
  [calendarErrorMessages.unreachable]: 'Le serveur est injoignable. Vérifiez l’adresse et réessayez.',
  [calendarErrorMessages.timeout]: 'Le serveur n’a pas répondu à temps. Réessayez plus tard.',
  [calendarErrorMessages.tls]:
    'La connexion sécurisée du serveur n’a pas pu être vérifiée (problème de certificat TLS).',
  [calendarErrorMessages['not-caldav']]: 'Cette adresse n’est pas un serveur CalDAV.',
  [calendarErrorMessages['not-found']]: 'Rien n’a été trouvé à cette adresse (404).',
  [calendarErrorMessages['not-ical']]: 'Cette adresse ne fournit pas de fichier iCalendar (.ics).',
  [calendarErrorMessages['too-large']]:
    'Le calendrier est trop volumineux pour être lu : un abonnement peut faire au maximum 5 Mo, un calendrier CalDAV 20 000 événements.',
  [calendarErrorMessages['address-not-allowed']]:
    'Les adresses de calendrier doivent pointer vers une adresse publique, pas une adresse locale ou privée.',
  [calendarErrorMessages['server-error']]: 'Le serveur de calendrier a répondu par une erreur. Réessayez plus tard.',
  [calendarErrorMessages['write-failed']]: 'Les réservations n’ont pas pu être ajoutées à ce calendrier.',
  [usernameMessages.tooShort]: 'Le nom d’utilisateur doit comporter au moins 3 caractères.',
  [usernameMessages.tooLong]: 'Le nom d’utilisateur doit comporter au maximum 40 caractères.',
  [usernameMessages.format]:
    'Le nom d’utilisateur ne peut contenir que des lettres minuscules, des chiffres et des tirets.',
  [usernameMessages.edges]: 'Le nom d’utilisateur doit commencer et finir par une lettre ou un chiffre.',
  [usernameMessages.reserved]: 'Ce nom d’utilisateur est réservé. Veuillez en choisir un autre.',
  [messages.notFound]: '404 Page introuvable',
};
