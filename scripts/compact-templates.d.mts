// Types of scripts/compact-templates.mjs, for the tests that import it.
import type { Plugin } from 'vite';

export function compactText(
  raw: string,
  tag: 'html' | 'css' | 'svg',
  edges: { start: boolean; end: boolean },
): string;
export function compactCss(text: string, edges: { start: boolean; end: boolean }): string;
export function compactTemplates(): Plugin;
