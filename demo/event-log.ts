// An event log, as the demo pages and the documentation's examples show it: the event's name and its
// detail as JSON, newest first, with long tokens and data URIs shortened.

/** The detail of an event as readable JSON (errors with their name and message). */
export function describeDetail(detail: unknown): string {
  return JSON.stringify(
    detail,
    (key, value: unknown) => {
      if (value instanceof Error) return { ...value, name: value.name, message: value.message };
      if (typeof value === 'string' && /token$/i.test(key) && value.length > 24)
        return `${value.slice(0, 24)}…`;
      // Avatars arrive as data URIs: a few hundred characters that say nothing in the log.
      if (typeof value === 'string' && value.startsWith('data:') && value.length > 48)
        return `${value.slice(0, 32)}…`;
      return value;
    },
    2,
  );
}

/** Adds an event at the top of a log. */
export function logEvent(log: HTMLOListElement, event: Event): void {
  const item = document.createElement('li');
  const title = document.createElement('strong');
  title.textContent = event.type;
  const body = document.createElement('pre');
  body.textContent = describeDetail((event as CustomEvent).detail);
  body.tabIndex = 0;
  item.append(title, body);
  log.prepend(item);
}
