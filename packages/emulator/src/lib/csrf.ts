// The CSRF check of the hosted pages' forms (hono/csrf), mounted once in app.ts on the paths they post to:
// the login form and the social picker, the organization prompt and the invitee's sign-up, cross-origin
// verification, the second-factor step and the logout confirmation. A form post is taken only from this
// service's own pages: `Sec-Fetch-Site: same-origin` (which no page can set; under `Referrer-Policy: no-referrer`
// browsers send `Origin: null` with it) or an `Origin` that is the service's; anything else is refused with 403.
// The logout form also carries a token of its session (routes/logout.ts), so a page that could post there still
// could not end someone else's session.
import { csrf } from 'hono/csrf';

/** The paths the forms of the hosted pages post to (`/u/login`, `/u/social`, `/u/mfa...`, ...). */
export const HOSTED_FORMS = ['/u/*', '/co/verify', '/v2/logout'];

/** Refuses a form post to a hosted page from anywhere but the service's own pages. */
export const hostedFormsOnly = csrf();
