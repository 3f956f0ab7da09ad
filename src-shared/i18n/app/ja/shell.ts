import type { Translation } from '../areas.ts';
import type { shellTexts } from '../shell.ts';

export const shellJa: Translation<typeof shellTexts> = {
  'shell.openNavigation': 'ナビゲーションを開く',
  'shell.closeNavigation': 'ナビゲーションを閉じる',
  'shell.sidebar': 'サイドバー',
};
