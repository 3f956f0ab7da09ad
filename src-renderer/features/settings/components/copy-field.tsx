import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toastFailure } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/settings.ts';

/** A secret shown once: a read-only field (selected on focus) and a Copy button that confirms in place. */
export function CopyField({ label, value, autoFocus }: { label: string; value: string; autoFocus?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => toastFailure({ title: tx('settings.copyFailed'), description: tx('settings.copyFailedHint') }),
    );

  return (
    <FormField label={label}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            readOnly
            value={value}
            autoFocus={autoFocus}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-xs"
          />
          <Button variant="secondary" className="shrink-0" onClick={() => void copy()}>
            {copied ? (
              <Check className="h-4 w-4 text-green-600" aria-hidden />
            ) : (
              <Copy className="h-4 w-4" aria-hidden />
            )}
            <span aria-live="polite">{copied ? tx('settings.copied') : tx('settings.copy')}</span>
          </Button>
        </div>
      )}
    </FormField>
  );
}
