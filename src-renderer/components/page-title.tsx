export const APP_NAME = 'Kairos';

/** The tab title for a page: 'Event Types · Kairos', or 'Intro call · Ada Lovelace' with `of`. */
export function pageTitle(title: string, of: string = APP_NAME): string {
  return `${title} · ${of}`;
}

/**
 * Names the page in the browser tab, bookmarks and shared links. React 19 hoists a `<title>`
 * rendered anywhere into <head>, ahead of index.html's plain 'Kairos', and takes it away again when
 * the page unmounts. Render one per page.
 */
export function PageTitle({ title, of }: { title: string; of?: string }) {
  return <title>{pageTitle(title, of)}</title>;
}
