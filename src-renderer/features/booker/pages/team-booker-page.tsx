import { useParams } from 'react-router-dom';
import { BookerPage } from './booker-page.tsx';

/** /team/{slug}/{eventSlug}: a team's event type in the booker (ADR 029). */
export function TeamBookerPage() {
  const { teamSlug = '', eventSlug = '' } = useParams();
  return <BookerPage username={`team/${teamSlug}`} slug={eventSlug} />;
}

/** /{a}+{b}: a dynamic group link without an event type, 30 minutes with every named user. */
export function GroupBookerPage() {
  const { username = '' } = useParams();
  return <BookerPage username={username} slug="" />;
}
