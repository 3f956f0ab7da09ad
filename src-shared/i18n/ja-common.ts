import type { enCommon } from './en-common.ts';

/**
 * The common words (`en-common.ts`) in this language: part of its catalog, and all of it that an
 * account page fetches (issue 39).
 */
export const jaCommon: { readonly [K in keyof typeof enCommon]: string } = {
  'common.back': '戻る',
  'common.tryAgain': '再試行',
  'common.close': '閉じる',
  'common.loading': '読み込み中',
  'common.somethingWrong': '問題が発生しました',
  'common.couldNotLoad': '{what}を読み込めませんでした。もう一度お試しください。',
  'common.goToKairos': 'Kairos へ',
  'common.waitTitle': 'しばらくお待ちください',
  'common.poweredBy': 'Kairos による予約',
  'common.minutes': '{count}分',
  'common.duration.minutes': '{count}分',
  'common.duration.hours': '{count}時間',
  'common.duration.days': '{count}日',
};
