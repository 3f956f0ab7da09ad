import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EmbedOriginSchema, embedMessages as texts, MAX_EMBED_ORIGINS } from '#shared/schemas/embed.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/settings.ts';
import { useUpdateEmbedSettings } from '../api/update-embed-settings.ts';

/** The sites allowed to frame the booker: each saved as soon as it is added or removed. */
export function EmbedOriginsCard({ origins }: { origins: readonly string[] }) {
  const update = useUpdateEmbedSettings();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();

  const save = (allowedOrigins: string[], onSaved?: () => void) =>
    update.mutate(
      { allowedOrigins },
      feedback({
        success: tx('settings.embed.saved'),
        onSuccess: onSaved,
        failure: { title: tx('settings.error'), fallback: tx('settings.pleaseTryAgain') },
      }),
    );

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmbedOriginSchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (origins.length >= MAX_EMBED_ORIGINS && !origins.includes(parsed.data)) return setError(texts.tooMany);
    setError(undefined);
    save([...origins, parsed.data], () => setDraft(''));
  };

  return (
    <Card title={tx('settings.embed.originsTitle')} description={tx('settings.embed.originsDescription')}>
      {origins.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{tx('settings.embed.none')}</p>
      ) : (
        <ul
          aria-label={tx('settings.embed.originsTitle')}
          className="divide-y divide-gray-200 rounded-md border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
        >
          {origins.map((origin) => (
            <li key={origin} className="flex items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 truncate font-mono text-sm text-gray-900 dark:text-gray-100">{origin}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={tx('settings.embed.remove', { origin })}
                disabled={update.isPending}
                onClick={() => save(origins.filter((o) => o !== origin))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={tx('settings.embed.originLabel')}
          className="flex-1"
          placeholder={texts.originPlaceholder}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          error={error}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="sm:mt-6.5" disabled={update.isPending}>
          {tx('settings.embed.add')}
        </Button>
      </form>
    </Card>
  );
}
