import type { Translation } from '../areas.ts';
import type { appsTexts } from '../apps.ts';

export const appsPtBR: Translation<typeof appsTexts> = {
  'apps.appStore': 'App Store',
  'apps.installedApps': 'Aplicativos instalados',
  'apps.apps': 'Aplicativos',
  'apps.cancel': 'Cancelar',
  'apps.error': 'Erro',
  'apps.categoryCalendar': 'Calendários',
  'apps.capabilityCheckConflicts': 'Verifica conflitos',
  'apps.capabilityAddBookings': 'Adiciona agendamentos ao seu calendário',
  'apps.caldavAppDescription':
    'Conecte a conta de calendário que você já usa. Os eventos dela impedem que reservem horários em que você está ocupado, e novos agendamentos podem ser adicionados a ela.',
  'apps.caldavAppWorksWith': 'Nextcloud, Fastmail, iCloud, Radicale e qualquer servidor CalDAV',
  'apps.subscriptionAppDescription':
    'Assine qualquer calendário publicado como endereço iCal. Os eventos dele impedem que reservem horários em que você está ocupado; ele é somente leitura.',
  'apps.subscriptionAppWorksWith': 'Google Calendar e Outlook (o endereço secreto no formato iCal), links webcal://',
  'apps.storeDescription':
    'Conecte os calendários que você já usa, para que o Kairos ofereça apenas horários em que você está livre.',
  'apps.installedDescription':
    'Seus calendários conectados: quais contam para conflitos e onde os agendamentos são adicionados.',
  'apps.connect': 'Conectar',
  'apps.connectApp': 'Conectar {app}',
  'apps.connecting': 'Conectando…',
  'apps.connectingStatus': 'Procurando seus calendários. Isso pode levar alguns segundos.',
  'apps.connectedCount': '{count, plural, one {# conectado} other {# conectados}}',
  'apps.connectFailed': 'Não foi possível conectar o calendário. Tente novamente.',
  'apps.connected': 'Calendário conectado',
  'apps.connectedDestination':
    'Novos agendamentos são adicionados a {calendar}. Você pode mudar isso em “Adicionar agendamentos a”.',
  'apps.caldavTitle': 'Conectar um calendário CalDAV',
  'apps.caldavDescription':
    'O Kairos lê seus horários ocupados desta conta e pode adicionar seus agendamentos a um dos calendários dela.',
  'apps.caldavUrl': 'Endereço do servidor',
  'apps.caldavUrlHint':
    'O endereço do seu servidor de calendário, como cloud.example.com. O Kairos encontra seus calendários a partir dele.',
  'apps.privateNetworkHint':
    'Um servidor da sua própria rede (Nextcloud, Radicale) pode ser conectado assim que o administrador deste servidor Kairos o liberar.',
  'apps.notHttps': 'Este servidor não usa https. Digite {address} se você confia nesta rede.',
  'apps.username': 'Nome de usuário',
  'apps.password': 'Senha ou senha de app',
  'apps.passwordHint': 'Use uma senha de app se o seu provedor oferecer:',
  'apps.appPasswordNextcloud': 'Nextcloud: Configurações → Segurança → Dispositivos e sessões',
  'apps.appPasswordIcloud': 'iCloud: account.apple.com → Início de Sessão e Segurança → Senhas de App',
  'apps.appPasswordFastmail': 'Fastmail: Configurações → Privacidade e segurança → Gerenciar senhas de app',
  'apps.subscriptionTitle': 'Assinar um calendário',
  'apps.subscriptionDescription':
    'O Kairos lê os horários ocupados deste endereço. Uma assinatura é somente leitura: os agendamentos não são adicionados a ela.',
  'apps.subscriptionUrl': 'Endereço do calendário',
  'apps.subscriptionUrlHint': 'Um endereço https:// ou webcal://. Onde encontrá-lo:',
  'apps.icalGoogle': 'Google Calendar: Configurações → sua agenda → Endereço secreto no formato iCal',
  'apps.icalOutlook':
    'Outlook: Configurações → Calendário → Calendários compartilhados → Publicar um calendário → Link ICS',
  'apps.subscribe': 'Assinar',
  'apps.loading': 'Carregando seus calendários',
  'apps.loadFailed': 'Não foi possível carregar seus calendários.',
  'apps.storeLoading': 'Carregando os apps',
  'apps.storeLoadFailed': 'Não foi possível carregar os apps oferecidos por este servidor.',
  'apps.storeEmpty': 'Este servidor ainda não oferece apps.',
  'apps.categoryVideo': 'Videoconferência',
  'apps.videoReady': 'Pronto para usar: escolha-o como local de um tipo de evento.',
  'apps.jitsiDescription':
    'Uma nova sala do Jitsi Meet para cada agendamento, com o link na confirmação. Nada para conectar.',
  'apps.emptyTitle': 'Nenhum calendário conectado ainda.',
  'apps.emptyText':
    'Conecte o calendário que você já usa, e os horários em que você está ocupado nele deixam de ser oferecidos.',
  'apps.goToStore': 'Explorar a App Store',
  'apps.addApp': 'Conectar um calendário',
  'apps.signedInAs': 'Conectado como {username}',
  'apps.syncedAgo': 'Sincronizado {age}',
  'apps.justNow': 'agora mesmo',
  'apps.notSyncedYet': 'Ainda não sincronizado',
  'apps.staleCopy': 'Os horários ocupados da última sincronização bem-sucedida ({age}) continuam sendo usados.',
  'apps.noCopyYet': 'Os horários ocupados dele só contam depois que ele sincronizar.',
  'apps.refreshNow': 'Atualizar agora',
  'apps.refreshNowHost': 'Atualizar {host} agora',
  'apps.refreshing': 'Atualizando…',
  'apps.refreshingHost': 'Atualizando {host}…',
  'apps.remove': 'Remover',
  'apps.removeHost': 'Remover {host}',
  'apps.removeTitle': 'Remover este calendário?',
  'apps.removeDescription':
    'Os horários ocupados de {address} deixam de contar contra seus horários livres. Os agendamentos já adicionados aos calendários dele continuam lá.',
  'apps.removed': 'Calendário removido',
  'apps.checkConflicts': 'Verificar conflitos',
  'apps.checkConflictsLabel': 'Verificar conflitos em {calendar}',
  'apps.readOnly': 'Somente leitura',
  'apps.destinationBadge': 'Os agendamentos vão para cá',
  'apps.calendars': 'Calendários',
  'apps.calendarsOf': 'Calendários de {host}',
  'apps.noCalendars': 'Nenhum calendário foi encontrado nesta conta.',
  'apps.destinationTitle': 'Adicionar agendamentos a',
  'apps.destinationDescription':
    'Cada novo agendamento é adicionado a este calendário, com o mesmo convite que seu convidado recebe.',
  'apps.noDestination': 'Não adicionar agendamentos a nenhum calendário',
  'apps.noWritableCalendar':
    'Nenhum dos seus calendários pode receber agendamentos. Conecte um calendário CalDAV em que você possa escrever.',
  'apps.saveFailed': 'Tente novamente.',
  'apps.googleAppDescription':
    'Cada agenda da sua conta Google, incluindo as compartilhadas, impede que horários em que você está ocupado sejam agendados, e novos agendamentos são adicionados à que você escolher.',
  'apps.googleAppWorksWith': 'Google Agenda e Google Workspace',
  'apps.microsoftAppDescription':
    'Cada calendário da sua conta Outlook ou Microsoft 365 impede que horários em que você está ocupado sejam agendados, e novos agendamentos são adicionados ao que você escolher.',
  'apps.microsoftAppWorksWith': 'Outlook.com, Microsoft 365 e Exchange Online',
  'apps.meetDescription':
    'Um link do Google Meet para cada agendamento, criado com o evento do agendamento no seu Google Agenda.',
  'apps.teamsDescription':
    'Uma reunião do Teams para cada agendamento, criada com o evento do agendamento no seu calendário do Microsoft 365.',
  'apps.teamsWorksWith': 'Contas corporativas ou de estudante do Microsoft 365',
  'apps.zoomDescription':
    'Uma reunião do Zoom para cada agendamento, com link e senha na confirmação; movida e excluída com ele.',
  'apps.zoomWorksWith': 'Contas do Zoom',
  'apps.notSetUp': 'Seu administrador ainda não configurou este app',
  'apps.installed': 'Instalado',
  'apps.openingSignIn': 'Abrindo a página de login…',
  'apps.oauthConnectFailed': 'Não foi possível conectar a conta. Tente novamente.',
  'apps.reconnectNeeded': 'É preciso reconectar',
  'apps.reconnect': 'Reconectar',
  'apps.reconnectLabel': 'Reconectar {name}',
  'apps.reconnectDescription':
    '{name} não permite mais que o Kairos use esta conta. Reconecte-a; enquanto isso, os horários ocupados lidos por último continuam valendo.',
  'apps.reconnectVideoDescription':
    '{name} não permite mais que o Kairos use esta conta. Reconecte-a; enquanto isso, as reservas com o local {name} são confirmadas sem link da reunião.',
  'apps.connectedMessage': '{name} está conectado.',
  'apps.stateRefused': 'Esta conexão não foi iniciada aqui ou expirou. Conecte novamente.',
  'apps.denied': 'Você não permitiu que o Kairos usasse esta conta, então nada foi conectado.',
  'apps.missingScopes': 'O Kairos precisa destas permissões: {names}. Conecte novamente e permita-as.',
  'apps.removeAppTitle': 'Remover {name}?',
  'apps.removeVideoDescription':
    'Tipos de evento com um local {name} deixam de receber link de reunião até você conectá-lo de novo. Reuniões já criadas continuam.',
  'apps.appRemoved': 'App removido',
  'apps.removeFailed': 'Não foi possível remover o app. Tente novamente.',
  'apps.calendarFirst': '{video} vem com sua conexão do {calendar}. Remova {calendar} para desconectar a conta.',
};
