import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import { preferencesQueryOptions } from '@/lib/preferences-query.ts';
import { useDocumentTheme } from '@/lib/use-document-theme.ts';
import { useSession } from '@/lib/session.tsx';

/**
 * Gives the whole signed-in app the user's dashboard theme and brand colour. It reads the same
 * cached preferences the Appearance page saves into, so an Update shows everywhere at once.
 * Mounted beside the signed-in routes only: public pages use their owner's booking page look.
 */
export function DashboardTheme() {
  const { user } = useSession();
  const { data } = useQuery({ ...preferencesQueryOptions(), enabled: user !== null });
  // Until preferences arrive, the defaults ('system') already match most people's choice.
  const preferences = data ?? DEFAULT_PREFERENCES;
  useDocumentTheme(
    user
      ? {
          theme: preferences.theme,
          brandColorLight: preferences.brand_color_light,
          brandColorDark: preferences.brand_color_dark,
        }
      : null,
  );
  return null;
}
