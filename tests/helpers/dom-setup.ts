import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLocale } from '../../src-renderer/lib/i18n.tsx';

afterEach(() => cleanup());

// The web app fetches even English's catalog when a page first needs it (ADR 030); a test renders a
// page at once, so English is here before each file's tests, as it is once the app has loaded it.
// A test of the wait itself can still use another locale.
await loadLocale('en');
