// The mode switch of the auth-login page. `?mode=redirect` (or popup) opens the page in that mode.
import type { LoginMode } from '../src/index.js';

const MODES: readonly LoginMode[] = ['embedded', 'redirect', 'popup'];

const login = document.querySelector('auth-login');
const select = document.querySelector<HTMLSelectElement>('#login-mode');

function isMode(value: string | null): value is LoginMode {
  return MODES.includes(value as LoginMode);
}

function apply(mode: LoginMode): void {
  if (!login) return;
  login.mode = mode;
  // The popup comes back to a page that only hands the result to this one.
  if (mode === 'popup') login.redirectUri = new URL('popup-callback.html', location.href).href;
  else login.redirectUri = undefined;
}

const initial = new URLSearchParams(location.search).get('mode');
if (select && isMode(initial)) select.value = initial;
select?.addEventListener('change', () => {
  if (isMode(select.value)) apply(select.value);
});
if (select && isMode(select.value)) apply(select.value);
