// Small facts about user records shared by the sign-up and Management routes.

/** A pragmatic e-mail check: one "@", a non-empty local part and a dotted domain, no spaces. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** An offline avatar (the service never calls out to a picture host): the first letter on a disc. */
export function defaultPicture(name: string): string {
  const initial = (name.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="#2557d6"/>` +
    `<text x="32" y="42" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${initial}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
