import { Copy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { type RoutingForm } from '#shared/schemas/routing-forms.ts';
import { tx } from '@/lib/texts/routing.ts';
import { Button } from '@/components/ui/button.tsx';
import { copyLink } from '@/components/ui/copy-text.ts';
import { OnOffBadge } from '@/components/ui/on-off-badge.tsx';
import { publicOrigin } from '@/lib/api-client.ts';

/** A form in the list: its name and state, how many answered, its public link. */
export function FormItem({ form }: { form: RoutingForm }) {
  const link = `${publicOrigin()}${form.publicPath}`;
  return (
    <li className="flex flex-wrap items-center gap-3 px-6 py-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.routingForm(form.id)}
            className="truncate font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-100"
          >
            {form.name}
          </Link>
          <OnOffBadge on={form.active}>{form.active ? tx('routing.active') : tx('routing.inactive')}</OnOffBadge>
        </div>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {tx('routing.summary', {
            questions: form.fields.length,
            routes: form.routes.length,
            responses: form.responseCount,
          })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copyLink(link)}
        aria-label={tx('routing.copyLinkOf', { name: form.name })}
      >
        <Copy className="h-4 w-4" aria-hidden />
        {tx('routing.copyLink')}
      </Button>
    </li>
  );
}
