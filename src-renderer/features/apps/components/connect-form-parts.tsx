import { useId } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { CALENDAR_ERROR_CODES, type CalendarErrorCode, plainHttpAddress } from '#shared/schemas/calendars.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose } from '@/components/ui/dialog.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/apps.ts';

/** Which field a refusal is about, so its sentence stands beside it and focus goes there. */
const fieldOfError: Partial<Record<CalendarErrorCode, 'url' | 'password'>> = {
  auth: 'password',
  'no-calendars': 'url',
  'not-caldav': 'url',
  'not-found': 'url',
  'not-ical': 'url',
  'too-large': 'url',
  unreachable: 'url',
  tls: 'url',
  'not-https': 'url',
  'address-not-allowed': 'url',
  'https-required': 'url',
};

function errorCode(error: ApiError): CalendarErrorCode | undefined {
  try {
    const code = (JSON.parse(error.body) as { code?: unknown }).code;
    return CALENDAR_ERROR_CODES.find((known) => known === code);
  } catch {
    return undefined;
  }
}

/**
 * Shows why a connection failed, in the server's own sentence: beside the field it is about (which
 * takes focus) or, for the rest (timeouts, limits), at the end of the form. What was typed stays. A
 * plain-HTTP server's sentence holds the address to type, so it is worded here, in the active language.
 */
export function showConnectError<T extends FieldValues & { url: string }>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  typed: string,
): void {
  const code = error instanceof ApiError ? errorCode(error) : undefined;
  const sentence =
    code === 'not-https'
      ? tx('apps.notHttps', { address: plainHttpAddress(typed) })
      : error instanceof ApiError
        ? error.serverError
        : undefined;
  const field = code ? (fieldOfError[code] as Path<T> | undefined) : undefined;
  if (sentence && field && fields.includes(field)) setError(field, { message: sentence }, { shouldFocus: true });
  else setError('root', { message: sentence ?? tx('apps.connectFailed') });
}

/** A field's hint: a sentence, then one line per place to look (inside the hint's paragraph). */
export function HintList({ intro, lines }: { intro: string; lines: readonly string[] }) {
  return (
    <>
      {intro}
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </>
  );
}

/** The end of a connect form: the form-level error, the wait while the server is asked, and the buttons. */
export function ConnectFormFooter({
  error,
  pending,
  submitText,
}: {
  error: string | undefined;
  pending: boolean;
  submitText: string;
}) {
  const id = useId();
  return (
    <>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <p role="status" className="text-sm text-gray-600 empty:hidden dark:text-gray-400">
        {pending ? tx('apps.connectingStatus') : ''}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {tx('apps.cancel')}
          </Button>
        </DialogClose>
        {/* aria-disabled, not disabled: the button keeps focus while the server is asked. */}
        <Button type="submit" aria-disabled={pending || undefined} className={pending ? 'cursor-wait opacity-70' : ''}>
          {pending ? tx('apps.connecting') : submitText}
        </Button>
      </div>
    </>
  );
}
