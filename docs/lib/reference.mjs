// The reference generator: turns custom-elements.json into one reference model per element (attributes,
// properties, events with their detail, slots, parts, CSS custom properties with defaults, methods), which
// the element pages render as tables. Nothing in those tables is written by hand: an attribute added to a
// component's JSDoc appears on its page after `npm run analyze`. test/docs/reference.test.ts checks the
// built pages against the manifest with its own reading of it.
import { readFileSync } from 'node:fs';

export const MANIFEST_URL = new URL('../../custom-elements.json', import.meta.url);

/** @returns {any} the package's custom-elements.json */
export function readManifest() {
  return JSON.parse(readFileSync(MANIFEST_URL, 'utf8'));
}

/** `detail: { authResult }` in an event's description → `{ authResult }`. */
export function eventDetail(description = '') {
  const match = /`detail: ([^`]+)`/.exec(description) ?? /detail:\s*`([^`]+)`/.exec(description);
  return match?.[1]?.trim() ?? '';
}

const isPublic = (member) => !member.privacy && !member.static && !member.name.startsWith('#');

/**
 * @typedef {object} ElementReference
 * @property {string} tag
 * @property {string} className
 * @property {string} summary
 * @property {string} description
 * @property {string} module the module a consumer imports (dist/…)
 * @property {{ name: string, field: string, type: string, default: string, description: string }[]} attributes
 * @property {{ name: string, attribute: string, type: string, default: string, readonly: boolean, description: string }[]} properties
 * @property {{ name: string, detail: string, description: string }[]} events
 * @property {{ name: string, description: string }[]} slots
 * @property {{ name: string, description: string }[]} parts
 * @property {{ name: string, default: string, description: string }[]} cssProperties
 * @property {{ name: string, signature: string, description: string }[]} methods
 */

/** @returns {ElementReference[]} every custom element of the manifest, sorted by tag */
export function elementReferences(manifest = readManifest()) {
  const elements = [];
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement || !declaration.tagName) continue;
      const members = declaration.members ?? [];
      const fields = members.filter((member) => member.kind === 'field' && isPublic(member));
      const methods = members.filter((member) => member.kind === 'method' && isPublic(member));
      elements.push({
        tag: declaration.tagName,
        className: declaration.name,
        summary: declaration.summary ?? '',
        description: declaration.description ?? '',
        module: module.path,
        attributes: (declaration.attributes ?? []).map((attribute) => ({
          name: attribute.name,
          field: attribute.fieldName ?? '',
          type: attribute.type?.text ?? '',
          default: attribute.default ?? '',
          description: attribute.description ?? '',
        })),
        properties: fields.map((field) => ({
          name: field.name,
          attribute: field.attribute ?? '',
          type: field.type?.text ?? '',
          default: field.default ?? '',
          readonly: Boolean(field.readonly),
          description: field.description ?? '',
        })),
        events: (declaration.events ?? []).map((event) => ({
          name: event.name,
          detail: event.type?.text ?? eventDetail(event.description),
          description: event.description ?? '',
        })),
        slots: (declaration.slots ?? []).map((slot) => ({
          name: slot.name,
          description: slot.description ?? '',
        })),
        parts: (declaration.cssParts ?? []).map((part) => ({
          name: part.name,
          description: part.description ?? '',
        })),
        cssProperties: (declaration.cssProperties ?? []).map((property) => ({
          name: property.name,
          default: property.default ?? '',
          description: property.description ?? '',
        })),
        methods: methods.map((method) => ({
          name: method.name,
          signature: `${method.name}(${(method.parameters ?? [])
            .map(
              (parameter) =>
                `${parameter.name}${parameter.optional ? '?' : ''}${parameter.type ? `: ${parameter.type.text}` : ''}`,
            )
            .join(', ')})${method.return?.type?.text ? `: ${method.return.type.text}` : ''}`,
          description: method.description ?? '',
        })),
      });
    }
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}
