// Shared by the demo pages that change with the session: shows #signed-in or #signed-out, wires the
// #logout button, and calls back with the session now and on every `auth-session-change` of the
// page's <auth-provider> (sign-in, silent restore on load, renewal, logout).
import type { AuthSession } from '../src/index.js';

export async function watchSession(
  onChange: (session: AuthSession | null) => void = () => {},
): Promise<void> {
  const provider = document.querySelector('auth-provider');
  const signedIn = document.querySelector<HTMLElement>('#signed-in');
  const signedOut = document.querySelector<HTMLElement>('#signed-out');
  const show = (session: AuthSession | null): void => {
    if (signedIn) signedIn.hidden = !session;
    if (signedOut) signedOut.hidden = Boolean(session);
    onChange(session);
  };
  document.querySelector('#logout')?.addEventListener('click', () => {
    provider?.logout({ returnTo: new URL(location.pathname, location.href).href });
  });
  provider?.addEventListener('auth-session-change', (event) => show(event.detail.session));
  await customElements.whenDefined('auth-provider');
  show(provider?.session ?? null);
}
