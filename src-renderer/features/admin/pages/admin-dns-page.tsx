import { PageTitle } from '@/components/page-title.tsx';
import { tx } from '@/lib/texts/admin.ts';
import { CloudflareTokenForm } from '../components/cloudflare-token-form.tsx';
import { CoreDomainForm } from '../components/core-domain-form.tsx';

/** /admin and /admin/dns (docs/product.md#admin-dns-page): app admins only. */
export function AdminDnsPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
      <PageTitle title={tx('admin.dns.title')} />
      <header className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
          {tx('admin.dns.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{tx('admin.dns.description')}</p>
      </header>
      <div className="space-y-6">
        <CloudflareTokenForm />
        <CoreDomainForm />
      </div>
    </main>
  );
}
