// The elements' reference, generated from custom-elements.json (docs/lib/reference.mjs).
import { elementReferences } from '../../lib/reference.mjs';

export default function reference() {
  return elementReferences();
}
