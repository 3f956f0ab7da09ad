import type { ReactElement } from 'react';
import { RESERVED_USERNAMES } from '#shared/routes.ts';
import type { PublicProfile } from '#shared/schemas/public.ts';
import { ApiError } from '@/lib/api-client.ts';
import { normalizeUsername } from '#shared/username.ts';
import { t } from '@/lib/i18n.tsx';
import { usePublicProfile } from '../api/get-public-profile.ts';
import { PublicLoading, PublicNotFound } from './public-layout.tsx';

type State = { profile: PublicProfile; fallback: null } | { profile: null; fallback: ReactElement };

/** Loads a public profile and turns loading, unknown users and failures into whole pages. */
export function usePublicPageState(username: string): State {
  // App words (settings, admin, ...) are never usernames: no need to ask the server.
  const reserved = RESERVED_USERNAMES.has(normalizeUsername(username));
  const query = usePublicProfile(username, !reserved);
  if (!reserved && query.data) return { profile: query.data, fallback: null };
  if (!reserved && query.isPending) return { profile: null, fallback: <PublicLoading /> };
  if (reserved || (query.error instanceof ApiError && query.error.status === 404)) {
    return {
      profile: null,
      fallback: <PublicNotFound title={t('profile.notFoundTitle')} text={t('profile.notFoundText', { username })} />,
    };
  }
  return {
    profile: null,
    fallback: <PublicNotFound title={t('common.somethingWrong')} text={t('profile.couldNotLoad')} />,
  };
}
