// Shared by the demo pages: registers every element and shows the events they dispatch in the page's
// event log, so a developer sees exactly what their own code would receive.
import '../src/index.js';
import './header.js';
import { logEvent } from './event-log.js';
import './switchers.js';

const EVENTS = [
  'auth-success',
  'auth-error',
  'auth-code-sent',
  'auth-signup',
  'auth-password-reset-sent',
  'auth-profile-updated',
  'auth-account-linked',
  'auth-passkey-created',
  'auth-passkey-deleted',
  'auth-mfa-enrolled',
  'auth-mfa-removed',
  'auth-permissions-saved',
  'auth-passkey-created',
  'auth-organization-changed',
] as const;

const log = document.querySelector<HTMLOListElement>('#event-log');

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    if (log) logEvent(log, event);
  });
}
