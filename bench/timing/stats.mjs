// Summaries of timing samples: median and spread (p10, p90) by linear interpolation between order statistics.

/**
 * @typedef {object} Summary
 * @property {number} median
 * @property {number} p10
 * @property {number} p90
 * @property {number} n the number of samples
 */

/**
 * The q-quantile of sorted samples (0 ≤ q ≤ 1), interpolating between neighbours.
 * @param {readonly number[]} sorted ascending
 * @param {number} q
 */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/**
 * @param {readonly number[]} samples
 * @returns {Summary}
 */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    p10: quantile(sorted, 0.1),
    p90: quantile(sorted, 0.9),
    n: sorted.length,
  };
}
