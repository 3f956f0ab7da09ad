import type { Translation } from '../areas.ts';
import type { signInTexts } from '../sign-in.ts';

export const signInEs: Translation<typeof signInTexts> = {
  'signIn.providers.or': 'o',
  'signIn.providers.continueWith': 'Continuar con {provider}',
  'signIn.providers.opening': 'Abriendo {provider}...',
  'signIn.continue.tabTitle': 'Iniciando sesión',
  'signIn.continue.title': 'Iniciando sesión',
  'signIn.continue.working': 'Iniciando tu sesión...',
  'signIn.link.title': 'Ya tienes una cuenta',
  'signIn.link.subtitle':
    'Kairos tiene una cuenta para {email}. Para iniciar sesión con {provider} a partir de ahora, demuestra que es tuya: escribe su contraseña o recibe un código por correo.',
  'signIn.link.password': 'Contraseña de tu cuenta de Kairos',
  'signIn.link.submit': 'Añadir {provider} e iniciar sesión',
  'signIn.link.emailInstead': 'Prefiero recibir un código por correo',
  'signIn.confirm.title': 'Confirma tu correo',
  'signIn.confirm.subtitle':
    'Hemos enviado un código a {email}. Escríbelo para terminar de iniciar sesión con {provider}.',
  'signIn.confirm.code': 'Código del correo',
  'signIn.confirm.submit': 'Confirmar e iniciar sesión',
  'signIn.confirm.resend': 'Enviar un código nuevo',
  'signIn.confirm.otherBrowser':
    'Este enlace solo funciona en el navegador donde empezaste a iniciar sesión. Ábrelo allí o escribe este código donde Kairos lo pida:',
  'signIn.welcome.tabTitle': 'Bienvenida',
  'signIn.welcome.title': 'Te damos la bienvenida a Kairos',
  'signIn.welcome.subtitle':
    'Conecta {calendar} para que solo se puedan reservar horas en las que estás libre y las reservas lleguen a tu calendario.',
  'signIn.welcome.connect': 'Conectar {calendar}',
  'signIn.welcome.skip': 'Ahora no',
  'signIn.error': 'Error',
  'signIn.failed': 'No se pudo iniciar sesión. Inténtalo de nuevo.',
};
