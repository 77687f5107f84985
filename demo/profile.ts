// The profile demo: shows <auth-profile> while someone is logged in and the log-in form otherwise, and
// logs out.
//
// Why the provider asks for the Management API and My Account API scopes at login: <auth-profile> gets
// its tokens with a silent checkSession for those scopes (its passkeys and two-step verification use the
// My Account API), and the local service (like the real one on localhost) refuses a silent request for
// scopes the user has not consented to in an interactive login (`consent_required`). Logging in with
// them in `scope` records that consent.
import { watchSession } from './session-view.js';

await watchSession();
