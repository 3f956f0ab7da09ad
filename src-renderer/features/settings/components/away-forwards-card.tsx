import { Card } from '@/components/ui/card.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { Skeleton } from '@/components/ui/query-state.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { tx } from '@/lib/texts/away.ts';
import { useAwaySettings, useUpdateAwaySettings } from '../api/get-away-settings.ts';

/** Whether teammates may offer the host's event types while they are away (the teammate's own setting). */
export function ForwardsCard() {
  const settings = useAwaySettings();
  const update = useUpdateAwaySettings();
  const checked = update.isPending
    ? (update.variables?.acceptsForwards ?? false)
    : (settings.data?.acceptsForwards ?? false);
  return (
    <Card title={tx('away.forwardsTitle')}>
      {settings.isPending ? (
        <Skeleton label={tx('away.loading')} className="h-10" />
      ) : (
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{tx('away.acceptForwards')}</p>
            <p className="mt-0.5 text-sm text-gray-500 dark:text-gray-400">{tx('away.acceptForwardsHint')}</p>
          </div>
          <Switch
            checked={checked}
            disabled={update.isPending || settings.isError}
            label={tx('away.acceptForwards')}
            onChange={(acceptsForwards) =>
              update.mutate(
                { acceptsForwards },
                feedback({
                  success: tx('away.forwardsSaved'),
                  failure: { title: tx('away.forwardsFailed'), fallback: tx('away.forwardsFailed') },
                }),
              )
            }
          />
        </div>
      )}
    </Card>
  );
}
