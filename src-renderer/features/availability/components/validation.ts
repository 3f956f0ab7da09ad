/** A zod issue's location and text, as safeParse reports it. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** What the form shows for the issues under `prefix`: the first message, and which ranges it marks. */
export function issuesAt(issues: readonly Issue[], prefix: readonly PropertyKey[]) {
  const matching = issues.filter((issue) => prefix.every((part, i) => issue.path[i] === part));
  const indexes = new Set<number>();
  for (const issue of matching) {
    const index = issue.path[prefix.length];
    if (typeof index === 'number') indexes.add(index);
  }
  return { message: matching[0]?.message, indexes };
}
