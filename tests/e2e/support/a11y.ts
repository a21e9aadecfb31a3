import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settled } from './site';

/** The WCAG levels checked: 2.0 A and AA, and the AA additions of 2.1 and 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it stands, once it has settled. Serious and critical violations fail
 * the test; lesser ones are recorded as annotations of type 'a11y' (shown by the HTML and JSON
 * reporters), so they are known without blocking.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`;
  for (const violation of violations.filter((v) => !BLOCKING.has(v.impact ?? '')))
    test.info().annotations.push({ type: 'a11y', description: `${where}: ${describe(violation)}` });
  expect(
    violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe),
    `serious or critical accessibility violations on ${where}`,
  ).toEqual([]);
}
