import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apps, catalogSlugOf, videoApps } from '#shared/apps.ts';
import { tx } from '@/lib/texts/apps.ts';

interface Outcome {
  ok: boolean;
  text: string;
}

const appName = (slug: string) =>
  apps.find((app) => app.slug === catalogSlugOf(slug))?.name ?? videoApps.find((app) => app.slug === slug)?.name;

/** What the provider's callback said, in words (`?connected=` or `?error=`), or null when it said nothing. */
function outcomeOf(params: URLSearchParams): Outcome | null {
  const connected = params.get('connected');
  if (connected) {
    const name = appName(connected);
    return { ok: true, text: name ? tx('apps.connectedMessage', { name }) : tx('apps.connected') };
  }
  const error = params.get('error');
  if (!error) return null;
  const missing = params.get('missing');
  switch (error) {
    case 'state':
      return { ok: false, text: tx('apps.stateRefused') };
    case 'denied':
      return { ok: false, text: tx('apps.denied') };
    case 'scopes':
      return {
        ok: false,
        text: missing ? tx('apps.missingScopes', { names: missing }) : tx('apps.oauthConnectFailed'),
      };
    default:
      return { ok: false, text: tx('apps.oauthConnectFailed') };
  }
}

/**
 * After a provider's sign-in page, Installed Apps opens with `?connected={slug}` or `?error=…`
 * (issue 41): the outcome is said here, and the address is cleaned so a reload does not say it again.
 */
export function CallbackMessage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [outcome] = useState(() => outcomeOf(params));
  const box = useRef<HTMLDivElement>(null);
  const hasQuery = params.has('connected') || params.has('error');

  useEffect(() => {
    if (hasQuery) void navigate({ search: '' }, { replace: true });
  }, [hasQuery, navigate]);
  useEffect(() => {
    if (outcome) box.current?.focus();
  }, [outcome]);

  if (!outcome) return null;
  const Icon = outcome.ok ? CircleCheck : TriangleAlert;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role={outcome.ok ? 'status' : 'alert'}
      className={
        outcome.ok
          ? 'mb-6 flex gap-2 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900 focus:outline-none dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-200'
          : 'mb-6 flex gap-2 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-none dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200'
      }
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>{outcome.text}</p>
    </div>
  );
}
