import { messages } from '../../../src-shared/messages.ts';
import { toastFailure } from './mutation-feedback.ts';
import { toast } from './use-toast.ts';

/** Copies a link and says so with `description`, or says that the browser refused the clipboard. */
export async function copyLink(url: string, description: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: messages.linkCopied, description });
  } catch {
    toastFailure({
      title: messages.error,
      description: 'Could not copy the link. Your browser blocked the clipboard.',
    });
  }
}
