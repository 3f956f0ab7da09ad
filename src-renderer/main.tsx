import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoutes } from './app/router.tsx';
import { applyColorMode } from './lib/theme.ts';
import { isDesktop } from './lib/token-store.ts';
import './styles.css';

// Dark or light from the first paint, as the OS asks, before any page has loaded (the root layout
// keeps it in step afterwards, and a page with its own look replaces it). A booker page's first view
// has already applied its host's look (ADR 020, its colour-scheme says so): replacing it would flash.
if (!document.documentElement.style.colorScheme) {
  applyColorMode(
    document.documentElement,
    window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
}

const app = (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);

// Only the desktop app asks which server to use (docs/product.md#server-choice): the browser never downloads it.
const loadDesktopGate = () => import('./features/desktop-setup/components/desktop-gate.tsx').then((m) => m.DesktopGate);

// Like a data router, the first screen renders once all its chunks are in, so it appears whole. A
// chunk that fails to load is left to the route that needs it. (No top-level await: the pages'
// chunks import from this one, which must not wait for them.)
void Promise.all([
  isDesktop() ? loadDesktopGate() : null,
  preloadRoutes(window.location.pathname).catch(() => undefined),
]).then(([DesktopGate]) => {
  createRoot(document.getElementById('root')!).render(
    // The desktop app first needs to know which Kairos server to talk to (docs/product.md#server-choice).
    <StrictMode>{DesktopGate ? <DesktopGate>{app}</DesktopGate> : app}</StrictMode>,
  );
});
