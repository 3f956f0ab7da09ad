import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { tx } from '@/lib/texts/settings.ts';

/** Copies a record value; confirms in place for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <button
      type="button"
      aria-label={
        copied ? tx('settings.domains.recordCopied', { label }) : tx('settings.domains.copyRecord', { label })
      }
      title={copied ? tx('settings.copied') : tx('settings.copy')}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true));
      }}
      className="rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:hover:bg-gray-800 dark:hover:text-gray-100"
    >
      {copied ? <Check className="h-4 w-4 text-green-600" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
    </button>
  );
}
