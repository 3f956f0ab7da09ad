import { Outlet } from 'react-router-dom';

// Built by the dashboard issue (sidebar, user menu); replaced there.
export function AppLayout() {
  return (
    <div className="min-h-full">
      <Outlet />
    </div>
  );
}
