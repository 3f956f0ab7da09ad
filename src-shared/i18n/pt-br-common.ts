import type { enCommon } from './en-common.ts';

/**
 * The common words (`en-common.ts`) in this language: part of its catalog, and all of it that an
 * account page fetches (issue 39).
 */
export const ptBRCommon: { readonly [K in keyof typeof enCommon]: string } = {
  'common.back': 'Voltar',
  'common.tryAgain': 'Tentar de novo',
  'common.close': 'Fechar',
  'common.loading': 'Carregando',
  'common.somethingWrong': 'Algo deu errado',
  'common.couldNotLoad': 'Não foi possível carregar {what}. Tente de novo.',
  'common.goToKairos': 'Ir para o Kairos',
  'common.waitTitle': 'Aguarde um momento',
  'common.poweredBy': 'Agendamento pelo Kairos',
  'common.minutes': '{count} min',
  'common.duration.minutes': '{count, plural, one {# minuto} other {# minutos}}',
  'common.duration.hours': '{count, plural, one {# hora} other {# horas}}',
  'common.duration.days': '{count, plural, one {# dia} other {# dias}}',
};
