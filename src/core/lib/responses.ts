// What the core loads when an authorization response arrives (a redirect's, checkSession's iframe's or
// a popup's), through ./on-demand.ts: the checks of state, issuer and tokens, the code exchange, the ID
// token verifier, and the popup's side that posts the response to its opener.
// toAuthResult and verifyIdToken: for the refresh-token grant (./refresh-tokens.ts).
export { parseHash, toAuthResult, verifyIdToken } from './hash.js';
export { handleRedirectCallback } from './code-exchange.js';
export { finishAuthorizationResponse } from './authorization-response.js';
export { postToOpener } from './popup-callback.js';
