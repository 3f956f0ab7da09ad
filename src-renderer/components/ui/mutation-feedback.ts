import { errorText } from '@/lib/api-client.ts';
import { toast } from './use-toast.ts';

/** What a success toast says: a title, or a title and a description. */
export type SuccessText = string | { title: string; description?: string };

/**
 * What a failure toast says. With `fallback`, the description is the server's own reason when it
 * gave one, else the fallback (docs/product.md#messages); with `description`, always that text.
 */
export type FailureText = { title: string; fallback: string } | { title: string; description: string };

export function toastSuccess(text: SuccessText): void {
  toast({ variant: 'success', ...(typeof text === 'string' ? { title: text } : text) });
}

export function toastFailure(text: FailureText, error?: unknown): void {
  const description = 'fallback' in text ? errorText(error, text.fallback) : text.description;
  toast({ variant: 'destructive', title: text.title, description });
}

export interface Feedback<TData> {
  /** The success toast, or how to word it from the answer. */
  success?: SuccessText | ((data: TData) => SuccessText);
  /** The failure toast, or how to word it from the error. */
  failure?: FailureText | ((error: unknown) => FailureText);
  /** What else to do once it worked, after the toast. */
  onSuccess?: (data: TData) => unknown;
  /** What else to do when it failed, after the toast. */
  onError?: (error: unknown) => unknown;
}

/**
 * How a mutation tells the person it worked or failed: `mutation.mutate(variables, feedback({ success,
 * failure }))`. A handler that awaits a call itself uses `toastSuccess` and `toastFailure`.
 */
export function feedback<TData = unknown>({ success, failure, onSuccess, onError }: Feedback<TData>) {
  return {
    onSuccess: (data: TData) => {
      if (success) toastSuccess(typeof success === 'function' ? success(data) : success);
      return onSuccess?.(data);
    },
    onError: (error: unknown) => {
      if (failure) toastFailure(typeof failure === 'function' ? failure(error) : failure, error);
      return onError?.(error);
    },
  };
}
