import { CalendarCheck, Clock, Globe, Sparkles } from 'lucide-react';
import { tx } from '@/lib/texts/auth.ts';

// Keys, read while rendering: the words follow the visitor's language.
const points = [
  { icon: CalendarCheck, title: 'auth.marketing.eventTypesTitle', text: 'auth.marketing.eventTypesText' },
  { icon: Globe, title: 'auth.marketing.bookingPageTitle', text: 'auth.marketing.bookingPageText' },
  { icon: Clock, title: 'auth.marketing.noBackAndForthTitle', text: 'auth.marketing.noBackAndForthText' },
] as const;

/** The marketing side panel beside the sign-in and sign-up forms (docs/product.md#screens). */
export function MarketingPanel() {
  return (
    <aside
      aria-label={tx('auth.marketing.label')}
      className="relative hidden overflow-hidden bg-gray-900 p-12 dark:border-l dark:border-gray-800 text-white lg:flex lg:flex-col lg:justify-between"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -right-32 h-96 w-96 rounded-full bg-brand opacity-30 blur-3xl"
      />
      <div className="relative flex items-center gap-2 text-lg font-semibold">
        <Sparkles className="h-5 w-5 text-blue-400" aria-hidden />
        Kairos
      </div>
      <div className="relative max-w-md">
        <h2 className="text-3xl leading-tight font-semibold tracking-tight">{tx('auth.marketing.headline')}</h2>
        <p className="mt-3 text-gray-300">{tx('auth.marketing.intro')}</p>
        <ul className="mt-10 space-y-6">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <span>
                <span className="block font-medium">{tx(title)}</span>
                <span className="block text-sm text-gray-400">{tx(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-gray-400">{tx('auth.marketing.free')}</p>
    </aside>
  );
}
