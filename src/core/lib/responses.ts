// The chunk the core loads (./on-demand.ts) when an authorization response arrives (a redirect's,
// checkSession's iframe's or a popup's): the checks of state, issuer and tokens, the code exchange, the
// ID token verifier's key handling, and the popup's side that posts the response to its opener.
// toAuthResult and verifyIdToken: for the refresh-token grant (./refresh-tokens.ts).
export { parseHash, toAuthResult, verifyIdToken } from './response-checks.js';
export { handleRedirectCallback } from './code-exchange.js';
export { finishAuthorizationResponse } from './authorization-response.js';
export { postToOpener } from './popup-callback.js';
