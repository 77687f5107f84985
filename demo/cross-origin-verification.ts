// Framed by the local identity service when third-party cookies are off: answers its request for the
// cross-origin verifier that the login stored on this origin.
import { WebAuth } from '../src/core/index.js';

new WebAuth({ domain: 'http://localhost:4000', clientID: 'demo-spa' }).crossOriginVerification();
