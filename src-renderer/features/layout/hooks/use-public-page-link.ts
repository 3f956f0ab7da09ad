import { useState } from 'react';
import { paths } from '#shared/routes.ts';
import { copyLink } from '@/components/ui/copy-text.ts';
import { publicOrigin } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.tsx';
import { isDesktop } from '@/lib/token-store.ts';

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
    await copyLink(url);
  };

  return { url, view, copy, promptOpen, setPromptOpen };
}
