// The demo application's login route (its `initiate_login_uri` is the root: this demo's index page, or the
// documentation site's home under `npm start`, whose script imports this): an invitation link from the dev
// inbox (`?invitation=…&organization=…&organization_name=…`) goes on to the app page, whose <auth-login>
// shows "Join {organization}" and joins.
import { parseInvitation } from '../src/core/invitation.js';

if (parseInvitation()) location.replace(`/app.html${location.search}${location.hash}`);
