// Shared by the demo pages: registers every element and shows the events they dispatch in the page's
// event log, so a developer sees exactly what their own code would receive.
import '../src/index.js';
import './header.js';
import './switchers.js';

const EVENTS = [
  'auth-success',
  'auth-error',
  'auth-code-sent',
  'auth-signup',
  'auth-password-reset-sent',
  'auth-profile-updated',
  'auth-account-linked',
  'auth-permissions-saved',
] as const;

const log = document.querySelector<HTMLOListElement>('#event-log');

function describe(detail: unknown): string {
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

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    if (!log) return;
    const item = document.createElement('li');
    const title = document.createElement('strong');
    title.textContent = name;
    const body = document.createElement('pre');
    body.textContent = describe((event as CustomEvent).detail);
    item.append(title, body);
    log.prepend(item);
  });
}
