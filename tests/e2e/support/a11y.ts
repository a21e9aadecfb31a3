import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settled } from './site';

/** The WCAG levels checked: 2.0 A and AA, and the AA additions of 2.1 and 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it stands, once it has settled. Any violation of the WCAG levels
 * checked fails the test, whatever axe's impact: AA is the bar, not its worst breaches.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`;
  expect(violations.map(describe), `accessibility violations on ${where}`).toEqual([]);
}
