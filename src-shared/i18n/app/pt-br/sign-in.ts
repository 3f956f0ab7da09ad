import type { Translation } from '../areas.ts';
import type { signInTexts } from '../sign-in.ts';

export const signInPtBR: Translation<typeof signInTexts> = {
  'signIn.providers.or': 'ou',
  'signIn.providers.continueWith': 'Continuar com {provider}',
  'signIn.providers.opening': 'Abrindo {provider}...',
  'signIn.continue.tabTitle': 'Entrando',
  'signIn.continue.title': 'Entrando',
  'signIn.continue.working': 'Entrando na sua conta...',
  'signIn.link.title': 'Você já tem uma conta',
  'signIn.link.subtitle':
    'O Kairos tem uma conta para {email}. Para entrar com {provider} daqui em diante, mostre que ela é sua: digite a senha dela ou receba um código por e-mail.',
  'signIn.link.password': 'Senha da sua conta do Kairos',
  'signIn.link.submit': 'Adicionar {provider} e entrar',
  'signIn.link.emailInstead': 'Receber um código por e-mail',
  'signIn.confirm.title': 'Confirme seu e-mail',
  'signIn.confirm.subtitle': 'Enviamos um código para {email}. Digite-o para terminar de entrar com {provider}.',
  'signIn.confirm.code': 'Código do e-mail',
  'signIn.confirm.submit': 'Confirmar e entrar',
  'signIn.confirm.resend': 'Enviar um novo código',
  'signIn.confirm.otherBrowser':
    'Este link só funciona no navegador onde você começou a entrar. Abra-o lá ou digite este código onde o Kairos pedir:',
  'signIn.welcome.tabTitle': 'Boas-vindas',
  'signIn.welcome.title': 'Boas-vindas ao Kairos',
  'signIn.welcome.subtitle':
    'Conecte {calendar} para que só possam reservar horários em que você está livre, e as reservas cheguem à sua agenda.',
  'signIn.welcome.connect': 'Conectar {calendar}',
  'signIn.welcome.skip': 'Agora não',
  'signIn.error': 'Erro',
  'signIn.failed': 'Não foi possível entrar. Tente novamente.',
};
