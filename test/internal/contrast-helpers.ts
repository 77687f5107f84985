// Colour contrast checks for the theme tests: axe's `color-contrast` rule run on its own, so a test
// can prove the rule actually evaluated text (passes > 0) instead of skipping it, plus the WCAG
// contrast ratio of two colours for checking the token defaults directly.
import 'axe-core/axe.min.js';
import type { AxeResults, Result } from 'axe-core';
import { expect } from '@open-wc/testing';

interface AxeGlobal {
  run(context: Element, options: object): Promise<AxeResults>;
}

function axe(): AxeGlobal {
  const global = (window as unknown as { axe?: AxeGlobal }).axe;
  if (!global) throw new Error('axe-core did not register window.axe');
  return global;
}

function describeNodes(results: readonly Result[]): string {
  return results
    .flatMap((result) =>
      result.nodes.map(
        (node) =>
          `${String(node.target)}: ${node.failureSummary ?? node.any.map((c) => c.message).join('; ')}`,
      ),
    )
    .join('\n');
}

/**
 * Runs only axe's `color-contrast` rule on `element` (its shadow tree and light DOM included) and
 * asserts that it passed on at least `minPasses` text nodes, with no violation and nothing left
 * "incomplete" (axe leaves text incomplete when it cannot tell the background, which would make
 * the check meaningless). Returns how many nodes passed.
 */
export async function expectContrastChecked(element: Element, minPasses = 3): Promise<number> {
  const results = await axe().run(element, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
  });
  expect(results.violations, `contrast violations:\n${describeNodes(results.violations)}`).to.have.length(0);
  expect(results.incomplete, `contrast not decidable:\n${describeNodes(results.incomplete)}`).to.have.length(
    0,
  );
  const passed = results.passes.reduce((count, result) => count + result.nodes.length, 0);
  expect(passed, 'text nodes whose contrast axe checked').to.be.at.least(minPasses);
  return passed;
}

/** The relative luminance of an `rgb(r, g, b)` / `#rrggbb` colour (WCAG 2.x). */
export function luminance(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((index) => parseInt(color.slice(index, index + 2), 16))
    : (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
