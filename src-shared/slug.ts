/** Longest slug an event type may have; generated slugs are cut to fit. */
export const SLUG_MAX_LENGTH = 100;

/**
 * The slug a name turns into while it is typed (docs/product.md#slug-generation): lowercase; drop characters other
 * than letters, digits, whitespace and hyphens; whitespace runs become one hyphen; repeated hyphens
 * collapse. Accents are folded first (é → e) so "Café" gives "cafe" rather than "caf", and hyphens
 * at either end are trimmed so the result always passes the slug rule.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, '');
}
