import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback, toastFailure } from '../../src-renderer/components/ui/mutation-feedback.ts';
import { Toaster } from '../../src-renderer/components/ui/toaster.tsx';
import { dismissToast } from '../../src-renderer/components/ui/use-toast.ts';
import { ApiError } from '../../src-renderer/lib/api-client.ts';

afterEach(() => act(() => dismissToast()));

const refusal = new ApiError(409, JSON.stringify({ error: 'That slug is taken.' }), 'Conflict');

describe('mutation feedback', () => {
  it('says it worked, worded from the answer, then does what else the caller asked', () => {
    render(<Toaster />);
    const done = vi.fn();
    const { onSuccess } = feedback({ success: (copy: { name: string }) => `Created “${copy.name}”.`, onSuccess: done });
    act(() => void onSuccess({ name: 'Demo' }));
    expect(screen.getByText('Created “Demo”.')).toBeInTheDocument();
    expect(done).toHaveBeenCalledWith({ name: 'Demo' });
  });

  it("shows the server's own reason when it gave one, else the fallback", () => {
    render(<Toaster />);
    const { onError } = feedback({ failure: { title: 'Could not save', fallback: 'Please try again.' } });
    act(() => void onError(refusal));
    expect(screen.getByText('That slug is taken.')).toBeInTheDocument();
    act(() => void onError(new TypeError('Failed to fetch')));
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });

  it('keeps a fixed description whatever the server said', () => {
    render(<Toaster />);
    act(() => toastFailure({ title: 'Error', description: 'Failed to delete event type' }, refusal));
    expect(screen.getByText('Failed to delete event type')).toBeInTheDocument();
    expect(screen.queryByText('That slug is taken.')).toBeNull();
  });
});
