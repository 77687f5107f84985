// The organization demo: shows <auth-organization-members> while someone is logged in, and logs out.
import { watchSession } from './session-view.js';

const who = document.querySelector<HTMLElement>('#who');

await watchSession((session) => {
  const user = session?.user ?? null;
  if (who) who.textContent = user ? String(user['email'] ?? user['name'] ?? user['sub'] ?? '') : '';
});
