import { ApiError } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/event-types.ts';

/** A list's problems as the editor shows them: each item's sentences by key, and one for the whole list. */
export interface ListProblems {
  /** By the item's index: its sentences by what they are about ('value', 'name', 'options', …). */
  items: Map<number, Record<string, string>>;
  list: string | null;
}

export const noProblems: ListProblems = { items: new Map(), list: null };

/** The issues of a zod parse or `bookingFieldsProblems` (path `[index, key]`, or `[]` for the list). */
export function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ListProblems {
  const items = new Map<number, Record<string, string>>();
  let list: string | null = null;
  for (const issue of issues) {
    const [index, key] = issue.path;
    if (typeof index !== 'number') {
      list ??= issue.message;
      continue;
    }
    const entry = items.get(index) ?? {};
    entry[String(key ?? 'item')] ??= issue.message;
    items.set(index, entry);
  }
  return { items, list };
}

/**
 * The server's refusal of a save. A 400 names the list's item when it sends `fields` keyed by path
 * (`locations.1.value`, `bookingFields.2.name`) or when its sentence starts with that path (zod's own
 * messages do); otherwise its sentence is the list's. Anything else (no connection, a 500) says the
 * save failed.
 */
export function serverProblems(error: unknown, list: 'locations' | 'bookingFields'): ListProblems {
  if (!(error instanceof ApiError) || error.status !== 400)
    return { items: new Map(), list: tx('eventTypes.editor.saveFailed') };
  let fields: Record<string, unknown> = {};
  try {
    const body = JSON.parse(error.body) as { fields?: unknown };
    if (body.fields && typeof body.fields === 'object') fields = body.fields as Record<string, unknown>;
  } catch {
    // not JSON: the sentence alone
  }
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const pattern = new RegExp(`^${list}(?:[./[])(\\d+)\\]?(?:[./](\\w+))?`);
  for (const [key, message] of Object.entries(fields)) {
    const match = pattern.exec(key);
    if (match && typeof message === 'string') issues.push({ path: [Number(match[1]), match[2] ?? 'item'], message });
  }
  // A refusal in zod's own words names where it is: "locations.1.kind: Invalid option: …".
  const sentence = error.serverError ?? tx('eventTypes.editor.saveFailed');
  const where = new RegExp(`^${list}\\.(\\d+)(?:\\.(\\w+))?: (.+)$`, 's').exec(sentence);
  if (issues.length === 0 && where) issues.push({ path: [Number(where[1]), where[2] ?? 'item'], message: where[3]! });
  const found = problemsOf(issues);
  return found.items.size > 0 ? found : { items: new Map(), list: sentence };
}
