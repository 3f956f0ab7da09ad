import type { CalendarErrorCode } from '../../../schemas/calendars.ts';

/**
 * Why a calendar connection, read or write failed (`calendarErrorMessages`), by code: the errors area
 * says them by their English sentence, and the server's emails read them here without that area.
 */
export const calendarErrorsJa: Readonly<Record<CalendarErrorCode, string>> = {
  auth: 'サーバーがこのユーザー名またはパスワードを拒否しました。',
  'no-calendars': 'このアドレスに CalDAV カレンダーはありません。',
  unreachable: 'サーバーに接続できませんでした。アドレスを確認して、もう一度お試しください。',
  timeout: 'サーバーが時間内に応答しませんでした。後でもう一度お試しください。',
  tls: 'サーバーの安全な接続を確認できませんでした（TLS 証明書の問題）。',
  'not-https':
    'このサーバーは https を使用していません。このネットワークを信頼できる場合は、http:// を付けてアドレスを入力してください。',
  'not-caldav': 'このアドレスは CalDAV サーバーではありません。',
  'not-found': 'このアドレスには何も見つかりませんでした（404）。',
  'not-ical': 'このアドレスは iCalendar（.ics）ファイルを提供していません。',
  'too-large': 'カレンダーが大きすぎて読み込めません。購読は5 MBまで、CalDAV カレンダーは20,000件の予定までです。',
  'address-not-allowed':
    'カレンダーのアドレスは、ローカルやプライベートではなく公開アドレスを指す必要があります。この Kairos サーバーの運用者は、あなたのネットワーク内のホストを許可できます。',
  'https-required':
    'このアドレスには https を使用してください。暗号化されていない http は、この Kairos サーバーの運用者が許可した、あなたのネットワーク内のホストにのみ使用できます。',
  'server-error': 'カレンダーサーバーがエラーを返しました。後でもう一度お試しください。',
  'write-failed': 'このカレンダーに予約を追加できませんでした。',
  unreadable: 'このカレンダーには Kairos が読み取れない予定があります。',
};
