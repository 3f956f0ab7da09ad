import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dateLabel, type Granularity } from '../dates.ts';

/** Whether the page is dark now (the `dark` class on <html>), following changes. */
function useDark(): boolean {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(document.documentElement.classList.contains('dark')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

const HEIGHT = 240;
/** A calendar date's UTC midnight (seconds) as uPlot's dates read it: in UTC, whatever the browser's zone. */
const utc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

/**
 * Bookings over time as bars (uPlot, ADR 032: about 50 KB, loaded only with this chart). Dates are
 * the host's calendar dates, drawn as UTC midnights so the browser's own zone does not move them.
 */
export default function OverTimeChart({
  points,
  granularity,
  label,
  seriesLabel,
}: {
  points: readonly { date: string; count: number }[];
  granularity: Granularity;
  label: string;
  /** The bars' name ('Bookings'), in the app's language. */
  seriesLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useDark();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const brand = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() || '#007bff';
    const text = dark ? '#d1d5db' : '#4b5563';
    const grid = dark ? '#1f2937' : '#e5e7eb';
    const xs = points.map((p) => Date.parse(`${p.date}T00:00:00Z`) / 1000);
    const ys = points.map((p) => p.count);
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        tzDate: utc,
        legend: { show: false },
        cursor: { y: false, points: { show: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        series: [
          {},
          {
            label: seriesLabel,
            stroke: brand,
            fill: /^#[0-9a-f]{6}$/i.test(brand) ? `${brand}cc` : brand,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.7, 48], align: 0 }),
          },
        ],
        axes: [
          {
            stroke: text,
            grid: { show: false },
            ticks: { stroke: grid },
            // 'Nov 3', or 'Nov 26' for a month, in the app's language.
            values: (_u, splits) =>
              splits.map((s) => dateLabel(new Date(s * 1000).toISOString().slice(0, 10), granularity, true)),
          },
          {
            stroke: text,
            grid: { stroke: grid },
            ticks: { show: false },
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000],
            size: 40,
          },
        ],
      },
      [xs, ys],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, granularity, dark, seriesLabel]);

  return <div ref={box} role="img" aria-label={label} className="w-full" />;
}
