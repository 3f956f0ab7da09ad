import type { Translation } from '../areas.ts';
import type { shellTexts } from '../shell.ts';

export const shellPtBR: Translation<typeof shellTexts> = {
  'shell.openNavigation': 'Abrir navegação',
  'shell.closeNavigation': 'Fechar navegação',
  'shell.sidebar': 'Barra lateral',

  'shell.mainNavigation': 'Navegação principal',
  'shell.search': 'Pesquisar',
  'shell.comingSoon': 'Em breve',
  'shell.nav.eventTypes': 'Tipos de evento',
  'shell.nav.bookings': 'Agendamentos',
  'shell.nav.availability': 'Disponibilidade',
  'shell.nav.teams': 'Equipes',
  'shell.nav.apps': 'Aplicativos',
  'shell.nav.appStore': 'App Store',
  'shell.nav.installedApps': 'Aplicativos instalados',
  'shell.nav.routing': 'Roteamento',
  'shell.nav.workflows': 'Fluxos de trabalho',
  'shell.nav.insights': 'Estatísticas',
  'shell.nav.administration': 'Administração',
  'shell.nav.adminDns': 'Gerenciar DNS',
  'shell.nav.domains': 'Domínios',
  'shell.viewPublicPage': 'Ver página pública',
  'shell.copyPublicPageLink': 'Copiar link da página pública',
  'shell.promo.title': 'Links de agendamento dinâmicos',
  'shell.promo.text':
    'Agende uma reunião com várias pessoas de uma vez: adicione um + entre os nomes de usuário no seu link.',
  'shell.promo.learnMore': 'Saiba mais',
  'shell.promo.dismiss': 'Dispensar',
  'shell.setYourUsername': 'Defina seu nome de usuário',
  'shell.setUsernameText':
    'Para criar uma página de agendamento pública, primeiro você precisa definir um nome de usuário no seu perfil.',
  'shell.goToProfile': 'Ir para o perfil',

  'shell.menu.myProfile': 'Meu perfil',
  'shell.menu.mySettings': 'Minhas configurações',
  'shell.menu.outOfOffice': 'Ausência',
  'shell.menu.roadmap': 'Roteiro',
  'shell.menu.help': 'Ajuda',
  'shell.menu.downloadDesktopApp': 'Baixar o aplicativo para desktop',
  'shell.menu.desktop': 'Kairos para desktop',
  'shell.menu.desktopVersion': 'Kairos para desktop {version}',
  'shell.menu.signOut': 'Sair',

  'shell.offline':
    'O Kairos não consegue acessar o servidor. O que você vê pode estar desatualizado; a conexão será restabelecida automaticamente.',
  'shell.ok': 'OK',
  'shell.later': 'Mais tarde',
  'shell.tryAgain': 'Tentar de novo',
  'shell.error': 'Erro',
  'shell.linkCopied': 'Link copiado',
  'shell.clipboardBlocked': 'Seu navegador bloqueou a área de transferência.',
  'shell.linkClipboardBlocked': 'Não foi possível copiar o link. Seu navegador bloqueou a área de transferência.',
  'shell.pageFailedTitle': 'Não foi possível carregar esta página',
  'shell.pageFailedText':
    'Verifique sua conexão e recarregue a página. Se o Kairos acabou de ser atualizado, recarregar busca a nova versão.',
  'shell.reload': 'Recarregar',

  'shell.download.pageTitle': 'Baixar',
  'shell.download.back': 'Voltar ao Kairos',
  'shell.download.title': 'Kairos para desktop',
  'shell.download.subtitle': 'Seus tipos de evento e configurações em uma janela própria.',
  'shell.download.subtitleVersion': 'Seus tipos de evento e configurações em uma janela própria · versão {version}.',
  'shell.download.loading': 'Carregando downloads...',
  'shell.download.loadFailed': 'Não foi possível carregar os downloads. Tente de novo mais tarde.',
  'shell.download.notSetUp':
    'Os downloads para desktop ainda não foram configurados neste servidor. O administrador pode publicar os instaladores e definir DOWNLOAD_BASE_URL para oferecê-los aqui.',
  'shell.download.installers': 'Instaladores',
  'shell.download.downloadFor': 'Baixar para {platform}',
  'shell.download.download': 'Baixar',
  'shell.download.notAvailable': 'Indisponível',

  'shell.server.connectTitle': 'Conecte-se ao seu servidor Kairos',
  'shell.server.changeTitle': 'Trocar de servidor Kairos',
  'shell.server.intro':
    'Digite o endereço que você usa para abrir o Kairos no navegador. Você pode alterá-lo depois no menu “File”.',
  'shell.server.address': 'Endereço do servidor',
  'shell.server.cancel': 'Cancelar',
  'shell.server.checking': 'Verificando…',
  'shell.server.connect': 'Conectar',
  'shell.server.checkFailed': 'O aplicativo para desktop não conseguiu verificar este endereço. Tente de novo.',
};
