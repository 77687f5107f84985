// The prose of each element page (docs/elements/<tag>.md): what the manifest's tables do not say.
import { existsSync, readFileSync } from 'node:fs';
import { elementReferences } from '../../lib/reference.mjs';

export default function notes() {
  const byTag = {};
  for (const { tag } of elementReferences()) {
    const file = new URL(`../../elements/${tag}.md`, import.meta.url);
    byTag[tag] = existsSync(file) ? readFileSync(file, 'utf8') : '';
  }
  return byTag;
}
