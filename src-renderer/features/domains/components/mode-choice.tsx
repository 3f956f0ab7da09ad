import { Globe, Network } from 'lucide-react';
import type { DomainMode } from '#shared/schemas/domains.ts';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/settings.ts';

type Key = Parameters<typeof tx>[0];
/** The choices; their words are keys, looked up while rendering. */
const options: Array<{ value: DomainMode; label: Key; hint: Key; icon: typeof Globe }> = [
  {
    value: 'SUBDOMAIN',
    label: 'settings.domains.useSubdomain',
    hint: 'settings.domains.useSubdomainHint',
    icon: Network,
  },
  {
    value: 'ROOT_DOMAIN',
    label: 'settings.domains.useFullDomain',
    hint: 'settings.domains.useFullDomainHint',
    icon: Globe,
  },
];

/** The two ways of connecting a domain, as a radio group (arrow keys move between them). */
export function ModeChoice({ value, onChange }: { value: DomainMode; onChange: (mode: DomainMode) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">
        {tx('settings.domains.how')}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const checked = option.value === value;
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                checked
                  ? 'border-brand bg-brand/5 dark:bg-brand/10'
                  : 'border-gray-200 hover:border-gray-300 dark:border-gray-700 dark:hover:border-gray-600',
              )}
            >
              <input
                type="radio"
                name="domain-mode"
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <Icon className={cn('mt-0.5 h-5 w-5', checked ? 'text-brand' : 'text-gray-400')} aria-hidden />
              <span>
                <span className="block text-sm font-medium text-gray-900 dark:text-gray-100">{tx(option.label)}</span>
                <span className="mt-0.5 block text-xs text-gray-500 dark:text-gray-400">{tx(option.hint)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
