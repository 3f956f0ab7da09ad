import { tx } from '@/lib/texts/shell.ts';
import { toastFailure } from './mutation-feedback.ts';
import { toast } from './use-toast.ts';

/**
 * Puts `text` on the clipboard and says so in a toast titled `title` (described by `description`,
 * the text itself by default), or says that the browser refused (`refused`).
 */
export async function copyText(
  text: string,
  title: string,
  { description = text, refused = tx('shell.clipboardBlocked') } = {},
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title, description });
  } catch {
    toastFailure({ title: tx('shell.error'), description: refused });
  }
}

/** Copies one of the product's links (docs/product.md#own-links). */
export function copyLink(url: string, description = url): Promise<void> {
  return copyText(url, tx('shell.linkCopied'), { description, refused: tx('shell.linkClipboardBlocked') });
}
