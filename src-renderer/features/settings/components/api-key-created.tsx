import type { ApiKeyCreated } from '#shared/schemas/api-keys.ts';
import { tx } from '@/lib/texts/developer.ts';
import { CopyField } from './copy-field.tsx';
import { ShownOnceNotice } from './shown-once-notice.tsx';

/** The new key, shown this once, with a copy button; gone from the page when the person is done. */
export function ApiKeyCreatedNotice({
  name,
  created,
  onDone,
}: {
  name: string;
  created: ApiKeyCreated;
  onDone: () => void;
}) {
  return (
    <ShownOnceNotice
      id="api-key-created-heading"
      title={tx('developer.shownOnceTitle')}
      doneText={tx('developer.done')}
      onDone={onDone}
    >
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{tx('developer.shownOnce')}</p>
      <div className="mt-4">
        <CopyField label={tx('developer.keyLabel', { name })} value={created.key} />
      </div>
    </ShownOnceNotice>
  );
}
