import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { StatusPage } from '../../components/ui/status-page.tsx';
import { PageTitle } from '../../components/page-title.tsx';

/** Any path the app does not have, including app words (admin, settings, …) that are never usernames. */
export function NotFoundPage() {
  return (
    <StatusPage
      icon={<Compass className="size-6" />}
      title={messages.notFound}
      text="The page you are looking for does not exist or has moved."
    >
      <PageTitle title="Page not found" />
      <Link to={paths.home} className={buttonClass()}>
        Go to Kairos
      </Link>
    </StatusPage>
  );
}
