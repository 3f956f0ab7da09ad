import { Outlet } from 'react-router-dom';

// Built by the admin issue (sidebar with DNS and Users, back-to-app link); replaced there.
export function AdminLayout() {
  return <Outlet />;
}
