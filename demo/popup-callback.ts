// The demo's popup redirect page: hands the service's response back to the page that opened the popup.
import { WebAuth } from '../src/core/index.js';

const webAuth = new WebAuth({ domain: 'http://localhost:4000', clientID: 'demo-spa' });
webAuth.popup.callback().catch((error: unknown) => {
  const message = document.querySelector('p');
  if (message) message.textContent = `Could not finish signing in: ${String(error)}`;
});
