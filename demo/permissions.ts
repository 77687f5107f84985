// The permissions demo: shows the editor while someone is logged in, logs out, and adds the editor's
// `auth-permissions-unsaved` to the page's event log.
import { watchSession } from './session-view.js';

const who = document.querySelector<HTMLElement>('#who');
const log = document.querySelector<HTMLOListElement>('#event-log');

document.addEventListener('auth-permissions-unsaved', (event) => {
  if (!log) return;
  const item = document.createElement('li');
  const title = document.createElement('strong');
  title.textContent = event.type;
  const body = document.createElement('pre');
  body.textContent = JSON.stringify(event.detail, null, 2);
  item.append(title, body);
  log.prepend(item);
});

await watchSession((session) => {
  const user = session?.user ?? null;
  if (who) who.textContent = user ? String(user['email'] ?? user['name'] ?? user['sub'] ?? '') : '';
});
