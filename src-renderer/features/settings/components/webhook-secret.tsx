import { KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { CopyField } from './copy-field.tsx';

const URL_MARK = '\u0000';

const SIGNATURE_EXAMPLE = [
  'Kairos-Signature: t=<unix seconds>,v1=<hex>',
  'v1 = hex(HMAC-SHA256(secret, "t.body"))',
].join('\n');

/** The new hook's signing secret, shown once, with how a receiver checks a request with it. */
export function WebhookSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The sentence is whole in every language; the address sits where that language puts it, in bold.
  const [before, after] = tx('settings.secret.for', { url: URL_MARK }).split(URL_MARK);
  // The secret is the next thing to act on: take the focus there (screen readers hear it too).
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="webhook-secret-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-800/70 dark:bg-amber-950/30"
    >
      <h2
        id="webhook-secret-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-gray-900 outline-none dark:text-gray-50"
      >
        <KeyRound className="h-4 w-4 shrink-0" aria-hidden />
        {tx('settings.secret.title')}
      </h2>
      <p className="mt-1 text-sm break-all text-gray-700 dark:text-gray-300">
        {before}
        <span className="font-medium">{url}</span>
        {after}
      </p>
      <div className="mt-4">
        <CopyField label={tx('settings.secret.label')} value={secret} />
      </div>
      <div className="mt-4 space-y-2 text-sm text-gray-700 dark:text-gray-300">
        <p>{tx('settings.secret.howTo')}</p>
        {/* Focusable: on a phone it scrolls sideways, and keyboard users must be able to scroll it too. */}
        <pre
          tabIndex={0}
          aria-label={tx('settings.secret.format')}
          className="overflow-x-auto rounded-md bg-white/70 p-3 font-mono text-xs text-gray-800 dark:bg-gray-900/70 dark:text-gray-200"
        >
          {SIGNATURE_EXAMPLE}
        </pre>
        <p>{tx('settings.secret.refuseOld')}</p>
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {tx('settings.secret.done')}
        </Button>
      </div>
    </section>
  );
}
