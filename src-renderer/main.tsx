import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { DesktopGate } from './features/desktop-setup/components/desktop-gate.tsx';
import { isDesktop } from './lib/token-store.ts';
import './styles.css';

const router = createRouter();

const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

createRoot(document.getElementById('root')!).render(
  // The desktop app first needs to know which Kairos server to talk to (D14).
  <StrictMode>{isDesktop() ? <DesktopGate>{app}</DesktopGate> : app}</StrictMode>,
);
