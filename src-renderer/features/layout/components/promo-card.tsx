import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Tooltip } from '@/components/ui/tooltip.tsx';
import { tx } from '@/lib/texts/shell.ts';

const DISMISSED_KEY = 'kairos:promo-dynamic-links-dismissed';

/** The 'Dynamic booking links' promo; once dismissed it stays hidden on this device. */
export function PromoCard() {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  if (dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <section
      aria-label={tx('shell.promo.title')}
      className="rounded-lg border border-gray-200 bg-white p-3 text-sm shadow-sm dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="mb-1 flex items-center gap-2 font-semibold text-gray-900 dark:text-gray-100">
        <Link2 className="h-4 w-4 text-brand" aria-hidden />
        {tx('shell.promo.title')}
      </div>
      <p className="mb-3 text-xs leading-relaxed text-gray-600 dark:text-gray-400">{tx('shell.promo.text')}</p>
      <div className="flex gap-3 text-xs font-medium">
        <Tooltip content={tx('shell.comingSoon')} side="top">
          <button type="button" aria-disabled="true" className="cursor-default text-gray-500 dark:text-gray-400">
            {tx('shell.promo.learnMore')}
          </button>
        </Tooltip>
        <button type="button" onClick={dismiss} className="text-gray-900 hover:underline dark:text-gray-100">
          {tx('shell.promo.dismiss')}
        </button>
      </div>
    </section>
  );
}
