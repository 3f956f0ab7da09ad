import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { StatusPage } from '@/components/ui/status-page.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { InLocale, t, visitorLocale } from '@/lib/i18n.tsx';

/**
 * Any path the app does not have, including app words (admin, settings, …) that are never usernames;
 * in the visitor's language (ADR 030).
 */
export function NotFoundContent() {
  return (
    <InLocale locale={visitorLocale()} fallback={null}>
      <NotFoundWords />
    </InLocale>
  );
}

/** Its own component, so its words are read once the language is here, not before. */
function NotFoundWords() {
  return (
    <StatusPage icon={<Compass className="size-6" />} title={t('notFound.title')} text={t('notFound.text')}>
      <PageTitle title={t('notFound.pageTitle')} />
      <Link to={paths.home} className={buttonClass()}>
        {t('common.goToKairos')}
      </Link>
    </StatusPage>
  );
}
