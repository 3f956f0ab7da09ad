import type { Translation } from '../areas.ts';
import type { signInTexts } from '../sign-in.ts';

export const signInJa: Translation<typeof signInTexts> = {
  'signIn.providers.or': 'または',
  'signIn.providers.continueWith': '{provider} で続ける',
  'signIn.providers.opening': '{provider} を開いています...',
  'signIn.continue.tabTitle': 'サインイン',
  'signIn.continue.title': 'サインイン',
  'signIn.continue.working': 'サインインしています...',
  'signIn.link.title': 'すでにアカウントがあります',
  'signIn.link.subtitle':
    '{email} の Kairos アカウントがあります。今後 {provider} でサインインするには、ご本人のアカウントであることを確認してください。パスワードを入力するか、メールでコードを受け取ります。',
  'signIn.link.password': 'Kairos アカウントのパスワード',
  'signIn.link.submit': '{provider} を追加してサインイン',
  'signIn.link.emailInstead': '代わりにメールでコードを受け取る',
  'signIn.confirm.title': 'メールアドレスの確認',
  'signIn.confirm.subtitle': '{email} にコードを送信しました。入力すると {provider} でのサインインが完了します。',
  'signIn.confirm.code': 'メールに記載のコード',
  'signIn.confirm.submit': '確認してサインイン',
  'signIn.confirm.resend': '新しいコードを送信',
  'signIn.confirm.otherBrowser':
    'このリンクは、サインインを始めたブラウザでのみ使えます。そのブラウザで開くか、Kairos が求める場所にこのコードを入力してください:',
  'signIn.welcome.tabTitle': 'ようこそ',
  'signIn.welcome.title': 'Kairos へようこそ',
  'signIn.welcome.subtitle': '{calendar} を接続すると、空いている時間だけが予約され、予約がカレンダーに入ります。',
  'signIn.welcome.connect': '{calendar} を接続',
  'signIn.welcome.skip': '後で',
  'signIn.error': 'エラー',
  'signIn.failed': 'サインインできませんでした。もう一度お試しください。',
};
