import { useState } from 'react';
import { messages } from '../../../../src-shared/messages.ts';
import { paths } from '../../../../src-shared/routes.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { publicOrigin } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { isDesktop } from '../../../lib/token-store.ts';

/**
 * View and copy the user's public page (docs/product.md#own-links). Without a username there is no
 * page yet, so both open the 'Set Your Username' prompt instead.
 */
export function usePublicPageLink() {
  const { user } = useSession();
  const [promptOpen, setPromptOpen] = useState(false);
  const username = user?.username ?? null;
  const url = username ? `${publicOrigin()}${paths.publicPage(username)}` : null;

  const view = () => {
    if (!url) return setPromptOpen(true);
    if (isDesktop()) void window.kairos!.openExternal(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
  };

  const copy = async () => {
    if (!url) return setPromptOpen(true);
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: messages.linkCopied, description: url });
    } catch {
      toast({
        title: messages.error,
        description: 'Could not copy the link. Your browser blocked the clipboard.',
        variant: 'destructive',
      });
    }
  };

  return { url, view, copy, promptOpen, setPromptOpen };
}
