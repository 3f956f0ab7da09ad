import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core on the whole page as it is now: no serious or critical violation, each named if any. */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${screen}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
    );
  expect(serious).toEqual([]);
}
