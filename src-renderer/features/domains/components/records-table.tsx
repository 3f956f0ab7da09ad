import { CheckCircle2, CircleAlert, CircleDashed } from 'lucide-react';
import type { DnsRecord, RecordCheck } from '#shared/schemas/domains.ts';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { CopyButton } from './copy-button.tsx';

interface RecordsTableProps {
  records: DnsRecord[];
  /** The last verification, matched to rows by type and name; absent until Verify is pressed. */
  checks?: RecordCheck[];
}

function Status({ check }: { check: RecordCheck | undefined }) {
  if (!check) {
    return (
      <span className="inline-flex items-center gap-1.5 text-gray-500">
        <CircleDashed className="h-4 w-4" aria-hidden /> {tx('settings.domains.notChecked')}
      </span>
    );
  }
  if (check.ok) {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-green-700 dark:text-green-400">
        <CheckCircle2 className="h-4 w-4" aria-hidden /> {tx('settings.domains.found')}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col gap-0.5 text-amber-700 dark:text-amber-400">
      <span className="inline-flex items-center gap-1.5 font-medium">
        <CircleAlert className="h-4 w-4" aria-hidden /> {tx('settings.domains.stillExpected')}
      </span>
      <span className="text-xs text-gray-600 dark:text-gray-400">
        {check.problem
          ? knownText(check.problem)
          : check.found.length
            ? tx('settings.domains.foundValues', { values: check.found.join(', ') })
            : tx('settings.domains.noRecordYet')}
      </span>
    </span>
  );
}

/** The records to create at the DNS provider, with real values and, after Verify, what DNS answered. */
export function RecordsTable({ records, checks }: RecordsTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-xs uppercase tracking-wide text-gray-500 dark:bg-gray-900 dark:text-gray-400">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {tx('settings.domains.type')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {tx('settings.domains.name')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {tx('settings.domains.value')}
            </th>
            {checks && (
              <th scope="col" className="px-4 py-2.5 font-medium">
                {tx('settings.domains.status')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {records.map((record) => {
            const check = checks?.find((c) => c.type === record.type && c.name === record.name);
            return (
              <tr key={`${record.type}-${record.name}`} className="bg-white dark:bg-gray-950">
                <td className="px-4 py-3 font-mono text-xs font-semibold">{record.type}</td>
                <td className="px-4 py-3">
                  <span className="inline-flex items-center gap-1 font-mono text-xs whitespace-nowrap">
                    {record.name}
                    <CopyButton value={record.name} label={tx('settings.domains.recordName', { type: record.type })} />
                  </span>
                </td>
                <td className="px-4 py-3">
                  {record.value ? (
                    <span className="inline-flex items-center gap-1 font-mono text-xs whitespace-nowrap">
                      {record.value}
                      <CopyButton
                        value={record.value}
                        label={tx('settings.domains.recordValue', { type: record.type })}
                      />
                    </span>
                  ) : (
                    <span className="text-xs text-amber-700 dark:text-amber-400">
                      {tx('settings.domains.publicIpNotConfigured')}
                    </span>
                  )}
                </td>
                {checks && (
                  <td className="px-4 py-3">
                    <Status check={check} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
