// WCAG 2.2's target size (2.5.8, level AA): every control a finger or a mouse aims at is at least
// 24 × 24 CSS pixels, unless it sits inside a sentence (a link in running text is as tall as
// the line). Issue 35 found 14–16 px links on the staff calendar, survey, move, damage and review
// pages.
import type { Page } from '@playwright/test';

/** The smallest size a target may have, in CSS pixels. */
export const MIN_TARGET_PX = 24;

/**
 * The visible controls under `main` smaller than 24 × 24 CSS pixels that are not part of a
 * sentence, each named by its role, its text and its size: an empty list when the page passes.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, summary, select, input:not([type="hidden"]), [role="button"], [role="tab"]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`main :is(${selector})`)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      // A check box or radio button is aimed at through its label: the label's box counts.
      const choice = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
      const label = choice ? element.labels?.[0]?.getBoundingClientRect() : undefined;
      // A visually hidden check box (sr-only) is aimed at through its label only.
      if (choice && !label && box.width <= 1 && box.height <= 1) continue;
      const target = label && label.width * label.height > box.width * box.height ? label : box;
      if (target.width >= min && target.height >= min) continue;
      // Inline in running text: the parent's own text goes on around it (WCAG's "inline" exception).
      if (style.display === 'inline') {
        const parentText = (element.parentElement?.textContent ?? '').trim();
        const ownText = (element.textContent ?? '').trim();
        if (parentText.length > ownText.length) continue;
      }
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const what =
        element instanceof HTMLInputElement
          ? `input[type=${element.type}][name=${element.name}]`
          : element.tagName.toLowerCase();
      found.push(`${what} "${name.slice(0, 40)}" ${Math.round(target.width)}×${Math.round(target.height)}`);
    }
    return found;
  }, MIN_TARGET_PX);
}
