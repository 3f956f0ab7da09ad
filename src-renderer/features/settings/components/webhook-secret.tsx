import { tx } from '@/lib/texts/settings.ts';
import { CopyField } from './copy-field.tsx';
import { ShownOnceNotice } from './shown-once-notice.tsx';

const URL_MARK = '\u0000';

const SIGNATURE_EXAMPLE = [
  'Kairos-Signature: t=<unix seconds>,v1=<hex>',
  'v1 = hex(HMAC-SHA256(secret, "t.body"))',
].join('\n');

/** The new hook's signing secret, shown once, with how a receiver checks a request with it. */
export function WebhookSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  // The sentence is whole in every language; the address sits where that language puts it, in bold.
  const [before, after] = tx('settings.secret.for', { url: URL_MARK }).split(URL_MARK);

  return (
    <ShownOnceNotice
      id="webhook-secret-heading"
      title={tx('settings.secret.title')}
      doneText={tx('settings.secret.done')}
      onDone={onDone}
    >
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
    </ShownOnceNotice>
  );
}
