import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../src-renderer/components/ui/toaster.tsx';
import { dismissToast, toast } from '../../src-renderer/components/ui/use-toast.ts';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

const visibleTitles = () =>
  Array.from(document.querySelectorAll('li[data-state="open"]')).map((li) => li.textContent ?? '');

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', variant: 'destructive' }));
    const titles = visibleTitles();
    expect(titles).toHaveLength(1);
    expect(titles[0]).toContain('Second');
  });

  it('closes after 5000 ms by default', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(visibleTitles()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(visibleTitles()).toHaveLength(0);
  });

  it('is dismissed by Escape and by its close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'One' }));
    const first = document.querySelector('li[data-state="open"]') as HTMLElement;
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(visibleTitles()).toHaveLength(0);

    act(() => void toast({ title: 'Two' }));
    // A plain click: jsdom has no pointer capture, which Radix's swipe handling uses.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(visibleTitles()).toHaveLength(0);
  });

  it('moves focus to the toasts with F8', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Heads up' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
    expect(document.activeElement?.closest('ol')).not.toBeNull();
  });
});
