// The demo "app": shows who is logged in, from the provider's session, the organization switcher (with the
// seeded organization as the list an app's backend would give), and logs out. Opened from an invitation
// link, its <auth-login> shows the join screen, also to someone already signed in.
import { parseInvitation } from '../src/core/invitation.js';
import { watchSession } from './session-view.js';

const switcher = document.querySelector('auth-organization-switcher');
if (switcher) switcher.organizations = [{ id: 'org_acme0demo0seed01', display_name: 'Acme Inc.' }];
const invited = parseInvitation() !== null;

const who = document.querySelector<HTMLElement>('#who');
const sub = document.querySelector<HTMLElement>('#sub');

await watchSession((session) => {
  const user = session?.user ?? null;
  if (who) who.textContent = user ? String(user['name'] ?? user['email'] ?? '') : '';
  if (sub) sub.textContent = user ? String(user['sub'] ?? '') : '';
  const signedOut = document.querySelector<HTMLElement>('#signed-out');
  if (invited && signedOut) signedOut.hidden = false;
});
