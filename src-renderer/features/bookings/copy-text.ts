import { messages } from '../../../src-shared/messages.ts';
import { toast } from '../../components/ui/use-toast.ts';

/** Puts `text` on the clipboard and says so in a toast titled `title` (or that the browser refused). */
export async function copyText(text: string, title: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title, description: text });
  } catch {
    toast({ title: messages.error, description: 'Your browser blocked the clipboard.', variant: 'destructive' });
  }
}
