/** The first character of a word, whole even when it is outside the basic plane (emoji, rare kanji). */
function firstLetter(word: string): string {
  return Array.from(word.trim())[0] ?? '';
}

/** A person's initials from a first and last name ('Ada Lovelace' → 'AL'), '?' when there are none. */
export function personInitials(firstName: string, lastName: string): string {
  return `${firstLetter(firstName)}${firstLetter(lastName)}`.toUpperCase() || '?';
}

/**
 * A team's initials: the first letters of its first two words ('Acme Sales' → 'AS', 'Research' → 'R'),
 * '?' for a blank name. Every team logo fallback uses this so a team reads the same everywhere.
 */
export function teamInitials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return words.slice(0, 2).map(firstLetter).join('').toUpperCase() || '?';
}
