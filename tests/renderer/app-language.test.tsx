import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from '../../src-renderer/components/ui/input.tsx';
import { NotFoundContent } from '../../src-renderer/features/not-found/not-found-content.tsx';
import { de } from '#shared/i18n/de.ts';
import { en } from '#shared/i18n/en.ts';
import { activeLocale, knownText } from '../../src-renderer/lib/i18n.tsx';
import { tx } from '../../src-renderer/lib/texts/shell.ts';
import { messages } from '#shared/messages.ts';
import { renderInApp } from '../helpers/render.tsx';

function Words() {
  return (
    <>
      <p>{tx('shell.openNavigation')}</p>
      <FieldError id="e">{messages.notFound}</FieldError>
    </>
  );
}

describe('the signed-in app’s language (ADR 035)', () => {
  it('speaks the host’s language once its areas arrive, and says a known sentence from the server in it', async () => {
    renderInApp(<Words />, { locale: 'de' });
    expect(await screen.findByText('Navigation öffnen')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('404 Seite nicht gefunden');
    expect(document.documentElement.lang).toBe('de');
    expect(knownText('Something no schema says')).toBe('Something no schema says');
  });

  it('speaks English by default, even after a test in another language', async () => {
    renderInApp(<Words />, { locale: 'ja' });
    expect(await screen.findByText('ナビゲーションを開く')).toBeInTheDocument();
    renderInApp(<Words />);
    expect(activeLocale()).toBe('en');
    expect(screen.getAllByText('Open navigation').length).toBeGreaterThan(0);
    expect(knownText(messages.notFound)).toBe(messages.notFound);
  });
});

describe('a page that waits for its language', () => {
  it('reads its words once the language has arrived, not before (the 404 page with ?lang=de)', async () => {
    window.history.pushState({}, '', '/nowhere?lang=de');
    try {
      renderInApp(<NotFoundContent />);
      expect(await screen.findByText(de['notFound.title'])).toBeInTheDocument();
      expect(screen.queryByText(en['notFound.title'])).not.toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
