// The demo "app": shows who is logged in, from the provider's session, and logs out.
import { watchSession } from './session-view.js';

const who = document.querySelector<HTMLElement>('#who');
const sub = document.querySelector<HTMLElement>('#sub');

await watchSession((session) => {
  const user = session?.user ?? null;
  if (who) who.textContent = user ? String(user['name'] ?? user['email'] ?? '') : '';
  if (sub) sub.textContent = user ? String(user['sub'] ?? '') : '';
});
