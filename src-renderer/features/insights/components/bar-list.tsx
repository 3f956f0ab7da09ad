/**
 * Horizontal bars of named counts: each label, its bar (relative to `scale`, by default the list's
 * largest count), and its number. Lists shown side by side share one scale, so equal counts get equal bars.
 */
export function BarList({
  label,
  items,
  scale,
}: {
  label: string;
  items: readonly { name: string; count: number }[];
  scale?: number;
}) {
  const max = Math.max(1, scale ?? 0, ...items.map((i) => i.count));
  return (
    <ul aria-label={label} className="space-y-2.5">
      {items.map((item, index) => (
        <li key={`${item.name}-${index}`} className="text-sm">
          <div className="mb-1 flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate text-gray-800 dark:text-gray-200">{item.name}</span>
            <span className="shrink-0 font-medium text-gray-900 tabular-nums dark:text-gray-100">{item.count}</span>
          </div>
          <div className="h-2 rounded-full bg-gray-100 dark:bg-gray-800" aria-hidden>
            <div
              className="h-2 rounded-full bg-brand"
              style={{ width: `${item.count === 0 ? 0 : Math.max(2, (item.count / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
