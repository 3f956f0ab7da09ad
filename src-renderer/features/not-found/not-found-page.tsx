import { Link } from 'react-router-dom';
import { messages } from '../../../src-shared/messages.ts';
import { paths } from '../../../src-shared/routes.ts';

export function NotFoundPage() {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-semibold">{messages.notFound}</h1>
      <p className="text-gray-600 dark:text-gray-400">The page you are looking for does not exist or has moved.</p>
      <Link
        to={paths.home}
        className="font-medium text-gray-900 underline decoration-brand decoration-2 underline-offset-4 hover:decoration-4 dark:text-gray-100"
      >
        Go to Kairos
      </Link>
    </main>
  );
}
