import { useEffect, useState } from 'react';
import {
  AWAY_MESSAGE_MAX,
  AWAY_REASON_MAX,
  type OutOfOffice,
  type OutOfOfficeInput,
  OutOfOfficeInputSchema,
  type Teammate,
} from '#shared/schemas/out-of-office.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { Textarea, selectClass } from '@/components/ui/input.tsx';
import { useHostTime } from '@/lib/host-time.tsx';
import { tx } from '@/lib/texts/away.ts';

type Issues = Partial<Record<keyof OutOfOfficeInput, string>>;

/**
 * Add or change a range of time away: the first and last day (date pickers, local dates of the
 * host's zone), the host's own reason, the message invitees read, and a teammate to offer instead
 * (only those who accept forwards can be chosen). Checked with the API's own schema before it is sent.
 */
export function RangeDialog({
  open,
  editing,
  today,
  teammates,
  pending,
  error,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  /** The range being changed; null to add one. */
  editing: OutOfOffice | null;
  today: string;
  teammates: readonly Teammate[];
  pending: boolean;
  /** Why the server refused the last save (an overlap), said inside the dialog. */
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onSave: (input: OutOfOfficeInput) => void;
}) {
  const { zoneName } = useHostTime();
  const [draft, setDraft] = useState<OutOfOfficeInput>({ startDate: '', endDate: '' });
  const [issues, setIssues] = useState<Issues>({});
  useEffect(() => {
    if (!open) return;
    setDraft(
      editing
        ? {
            startDate: editing.startDate,
            endDate: editing.endDate,
            reason: editing.reason,
            message: editing.message,
            forwardToUserId: editing.forwardToUserId,
          }
        : { startDate: today, endDate: today, reason: '', message: '', forwardToUserId: null },
    );
    setIssues({});
  }, [open, editing, today]);
  const change = (patch: Partial<OutOfOfficeInput>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setIssues({});
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? tx('away.editTitle') : tx('away.addTitle')}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const result = OutOfOfficeInputSchema.safeParse(draft);
            if (result.success) return onSave(result.data);
            const found: Issues = {};
            for (const issue of result.error.issues) {
              const key = issue.path[0] as keyof OutOfOfficeInput;
              found[key] ??= issue.message;
            }
            setIssues(found);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={tx('away.firstDay')}
              type="date"
              required
              min={editing ? undefined : today}
              value={draft.startDate}
              error={issues.startDate}
              onChange={(event) => {
                const startDate = event.target.value;
                // The last day follows a first day moved past it.
                change(draft.endDate < startDate ? { startDate, endDate: startDate } : { startDate });
              }}
            />
            <TextField
              label={tx('away.lastDay')}
              type="date"
              required
              min={draft.startDate || today}
              value={draft.endDate}
              error={issues.endDate}
              onChange={(event) => change({ endDate: event.target.value })}
            />
          </div>
          <p className="-mt-2 text-xs text-gray-500 dark:text-gray-400">{tx('away.zoneHint', { zone: zoneName })}</p>
          <TextField
            label={tx('away.reason')}
            placeholder={tx('away.reasonPlaceholder')}
            maxLength={AWAY_REASON_MAX}
            value={draft.reason ?? ''}
            error={issues.reason}
            onChange={(event) => change({ reason: event.target.value })}
          />
          <FormField label={tx('away.message')} hint={tx('away.messageHint')} error={issues.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={AWAY_MESSAGE_MAX}
                value={draft.message ?? ''}
                onChange={(event) => change({ message: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            label={tx('away.forwardTo')}
            hint={teammates.length > 0 ? tx('away.forwardHint') : tx('away.noTeammates')}
            error={issues.forwardToUserId}
          >
            {(control) => (
              <select
                {...control}
                className={`${selectClass} w-full`}
                disabled={teammates.length === 0}
                value={draft.forwardToUserId ?? ''}
                onChange={(event) => change({ forwardToUserId: event.target.value || null })}
              >
                <option value="">{tx('away.noForward')}</option>
                {teammates.map((mate) => (
                  <option
                    key={mate.id}
                    value={mate.id}
                    // One chosen before they stopped accepting stays shown, not choosable again.
                    disabled={!mate.acceptsForwards}
                  >
                    {mate.acceptsForwards ? mate.name : tx('away.notAccepting', { name: mate.name })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
              {tx('away.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? tx('away.saving') : tx('away.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
