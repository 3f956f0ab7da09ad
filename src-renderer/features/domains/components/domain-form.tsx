import { type FormEvent, useState } from 'react';
import {
  type DomainMode,
  type DomainSettingsResponse,
  SaveDomainRequestSchema,
  expectedRecords,
  isValidHostname,
  normaliseHostname,
} from '#shared/schemas/domains.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { errorText } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/settings.ts';
import { useSaveDomain } from '../api/save-domain.ts';
import { ModeChoice } from './mode-choice.tsx';
import { RecordsTable } from './records-table.tsx';
import { Card } from '@/components/ui/card.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';

const placeholders: Record<DomainMode, string> = { SUBDOMAIN: 'book.yourcompany.com', ROOT_DOMAIN: 'yourcompany.com' };

/** Choose a mode, type the domain, preview the records it needs, and save it. */
export function DomainForm({ settings, onSaved }: { settings: DomainSettingsResponse; onSaved: () => void }) {
  const [mode, setMode] = useState<DomainMode>(settings.domain?.mode ?? 'SUBDOMAIN');
  const [domain, setDomain] = useState(settings.domain?.hostname ?? '');
  const [error, setError] = useState<string>();
  const save = useSaveDomain();

  const hostname = normaliseHostname(domain);
  const preview = isValidHostname(hostname) ? expectedRecords(mode, hostname, settings.target) : null;
  const unchanged = settings.domain?.hostname === hostname && settings.domain.mode === mode;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SaveDomainRequestSchema.safeParse({ mode, domain });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      parsed.data,
      feedback({
        success: { title: tx('settings.domains.saved'), description: tx('settings.domains.savedHint') },
        onSuccess: (saved) => {
          setDomain(saved.domain?.hostname ?? '');
          onSaved();
        },
        // Shown under the field, where it can be fixed, rather than as a toast.
        onError: (err) => setError(errorText(err, tx('settings.domains.saveFailed'))),
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card
        title={tx('settings.domains.cardTitle')}
        description={tx('settings.domains.cardDescription')}
        footer={
          <Button type="submit" disabled={save.isPending || unchanged}>
            {save.isPending ? tx('settings.saving') : tx('settings.domains.save')}
          </Button>
        }
      >
        <div className="space-y-5">
          <ModeChoice
            value={mode}
            onChange={(next) => {
              setMode(next);
              setError(undefined);
            }}
          />
          <TextField
            label={tx('settings.domains.domain')}
            name="domain"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholders[mode]}
            value={domain}
            error={error}
            // Domains are stored lowercased and trimmed; show what will be saved as it is typed.
            onChange={(e) => {
              setDomain(e.target.value.toLowerCase().trim());
              setError(undefined);
            }}
          />
          {preview && !unchanged && (
            <div className="space-y-2">
              <p className="text-sm text-gray-600 dark:text-gray-400">
                {tx('settings.domains.afterSaving', { count: preview.length })}
              </p>
              <RecordsTable records={preview} />
            </div>
          )}
        </div>
      </Card>
    </form>
  );
}
