import { CheckCircle2, CircleAlert, CircleDashed } from 'lucide-react';
import type { DnsRecord, RecordCheck } from '#shared/schemas/domains.ts';
import { domainMessages } from '#shared/schemas/domains.ts';
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
        <CircleDashed className="h-4 w-4" aria-hidden /> Not checked
      </span>
    );
  }
  if (check.ok) {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-green-700 dark:text-green-400">
        <CheckCircle2 className="h-4 w-4" aria-hidden /> Found
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col gap-0.5 text-amber-700 dark:text-amber-400">
      <span className="inline-flex items-center gap-1.5 font-medium">
        <CircleAlert className="h-4 w-4" aria-hidden /> Still expected
      </span>
      <span className="text-xs text-gray-600 dark:text-gray-400">
        {check.problem ?? (check.found.length ? `Found: ${check.found.join(', ')}` : 'No record found yet')}
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
              Type
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Value
            </th>
            {checks && (
              <th scope="col" className="px-4 py-2.5 font-medium">
                Status
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
                    <CopyButton value={record.name} label={`${record.type} name`} />
                  </span>
                </td>
                <td className="px-4 py-3">
                  {record.value ? (
                    <span className="inline-flex items-center gap-1 font-mono text-xs whitespace-nowrap">
                      {record.value}
                      <CopyButton value={record.value} label={`${record.type} value`} />
                    </span>
                  ) : (
                    <span className="text-xs text-amber-700 dark:text-amber-400">
                      {domainMessages.publicIpNotConfigured}
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
