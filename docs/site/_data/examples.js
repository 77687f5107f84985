// The live examples of each element page (docs/examples, read by docs/lib/examples.mjs); each example's
// event log listens for the events the manifest gives its elements.
import { readExamples } from '../../lib/examples.mjs';
import { elementReferences } from '../../lib/reference.mjs';

export default function examples() {
  const events = new Map(
    elementReferences().map((element) => [element.tag, element.events.map((event) => event.name)]),
  );
  return readExamples((tag) => events.get(tag) ?? []);
}
