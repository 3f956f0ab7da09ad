import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { AVATAR_ACCEPTED_TYPES } from '#shared/schemas/profile.ts';
import { TEAM_LOGO_MAX_BYTES, teamMessages } from '#shared/schemas/teams.ts';
import { Button } from '@/components/ui/button.tsx';
import { toastFailure } from '@/components/ui/mutation-feedback.ts';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/teams.ts';
import { TeamLogo } from './team-logo.tsx';

/** The picked file as a data URL, the way the teams API takes a logo. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * A team's logo with its choose and remove buttons. The server checks the content (ADR 028); this
 * spares a wasted upload of a file that is far too large.
 */
export function LogoPicker({
  name,
  logoUrl,
  onPick,
  onRemove,
  busy = false,
}: {
  name: string;
  /** What to show: the stored logo's URL or the picked file's data URL. */
  logoUrl: string | null;
  onPick: (dataUrl: string) => void;
  onRemove?: () => void;
  busy?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    if (file.size > TEAM_LOGO_MAX_BYTES) {
      toastFailure({ title: tx('teams.saveFailed'), description: knownText(teamMessages.logoTooLarge) });
      return;
    }
    onPick(await readAsDataUrl(file));
  };
  return (
    <div className="flex items-center gap-4">
      <TeamLogo name={name || '?'} logoUrl={logoUrl} className="size-16 text-xl" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={busy}>
            <Upload className="size-4" aria-hidden />
            {tx('teams.chooseLogo')}
          </Button>
          {logoUrl && onRemove && (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              <Trash2 className="size-4" aria-hidden />
              {tx('teams.removeLogo')}
            </Button>
          )}
        </div>
        <p className="text-xs text-gray-500 dark:text-gray-400">{tx('teams.logoHint')}</p>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPTED_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={tx('teams.logo')}
          onChange={(event) => void picked(event)}
        />
      </div>
    </div>
  );
}
