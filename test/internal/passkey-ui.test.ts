// The passkey UI's check whether passkeys can work on this page (passkeysUsable in
// src/internal/passkey-ui.ts) where the service is on another site: the browser may use Related Origin
// Requests, so the service's /.well-known/webauthn is read through the core's HTTP (its timeout, its
// AuthError mapping). The service here is a name no server answers: fetch is stubbed.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { passkeysUsable } from '../../src/internal/passkey-ui.js';

const SERVICE = 'https://service.example.com';

describe('passkeysUsable (a service on another site)', () => {
  /** The browser says it uses Related Origin Requests; what it says to the developer is kept quiet. */
  const stubBrowser = (): void => {
    sinon.stub(console, 'info');
    sinon.stub(PublicKeyCredential, 'getClientCapabilities').resolves({ relatedOrigins: true });
  };
  beforeEach(stubBrowser);
  afterEach(() => sinon.restore());

  it("reads the service's related origins without cookies, and is usable when they list this page", async () => {
    const fetch = sinon.stub(globalThis, 'fetch').resolves(Response.json({ origins: [location.origin] }));
    expect(await passkeysUsable(SERVICE)).to.equal(true);
    expect(fetch.calledOnce).to.equal(true);
    const [url, init] = fetch.firstCall.args as [string, RequestInit];
    expect(url).to.equal(`${SERVICE}/.well-known/webauthn`);
    expect(init).to.include({ method: 'GET', credentials: 'omit' });
    expect(init.signal).to.be.instanceOf(AbortSignal);
  });

  it('is not usable when the list leaves this page out, or the answer is not one', async () => {
    sinon.stub(globalThis, 'fetch').resolves(Response.json({ origins: ['https://elsewhere.example'] }));
    expect(await passkeysUsable(SERVICE)).to.equal(false);
    sinon.restore();
    stubBrowser();
    sinon.stub(globalThis, 'fetch').resolves(new Response('Not found', { status: 404 }));
    expect(await passkeysUsable(SERVICE)).to.equal(false);
  });
});
