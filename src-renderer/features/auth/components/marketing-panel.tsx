import { CalendarCheck, Clock, Globe, Sparkles } from 'lucide-react';

const points = [
  {
    icon: CalendarCheck,
    title: 'Event types for every meeting',
    text: 'Intro calls, demos, office hours: each with its own length and link.',
  },
  { icon: Globe, title: 'Your own booking page', text: 'Share one link at your own address, in your brand colours.' },
  { icon: Clock, title: 'No more back and forth', text: 'People pick a time that suits both of you.' },
];

/** The marketing side panel beside the sign-in and sign-up forms (docs/product.md#screens). */
export function MarketingPanel() {
  return (
    <aside
      aria-label="About Kairos"
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
        <h2 className="text-3xl leading-tight font-semibold tracking-tight">Scheduling that gets out of the way.</h2>
        <p className="mt-3 text-gray-300">
          Open-source booking for people and teams. Host it yourself, keep your data.
        </p>
        <ul className="mt-10 space-y-6">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <span>
                <span className="block font-medium">{title}</span>
                <span className="block text-sm text-gray-400">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-gray-400">Free and open source.</p>
    </aside>
  );
}
