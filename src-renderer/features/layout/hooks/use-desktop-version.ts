import { useEffect, useState } from 'react';
import { isDesktop } from '@/lib/token-store.ts';

/** The desktop app's version (docs/product.md#desktop-download), or null in the browser or until the bridge answers. */
export function useDesktopVersion(): string | null {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    if (!isDesktop()) return;
    let cancelled = false;
    window.kairos!.app.getVersion().then(
      (v) => {
        if (!cancelled) setVersion(v);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return version;
}
