// webAuth.crossOriginVerification: the page the service frames when third-party cookies are off. Here the
// test page plays the service: it frames test/fixtures/cross-origin-verification.html with
// `#origin={test origin}` and a WebAuth whose domain is the test origin, so the page talks to it.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { testEnv } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { VerifierStore } from '../../src/core/lib/co-verifier.js';
import { newWebAuth } from './helpers.js';

const FIXTURE = '/test/fixtures/cross-origin-verification.html';

/** Where `login` keeps a verifier: `co/verifier/{encoded service origin}/{co_id}` in storage. */
const keptVerifierKey = (serviceOrigin: string, coId: string): string =>
  `co/verifier/${encodeURIComponent(serviceOrigin)}/${coId}`;

interface Framed {
  frame: HTMLIFrameElement;
  /** Messages the framed page posted to this page, in order. */
  messages: { data: unknown; origin: string }[];
  /** Resolves with the next message from the frame (rejects after `ms`). */
  next(ms?: number): Promise<{ data: unknown; origin: string }>;
  close(): void;
}

/** Frames the verification page for `domain` with `#origin=<fragmentOrigin>` and records its messages. */
async function frameVerificationPage(
  domain: string,
  fragmentOrigin: string,
  id = 'co-fixture',
): Promise<Framed> {
  const frame = document.createElement('iframe');
  frame.id = id;
  frame.hidden = true;
  const messages: { data: unknown; origin: string }[] = [];
  let waiter: (() => void) | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    messages.push({ data: event.data, origin: event.origin });
    waiter?.();
  };
  window.addEventListener('message', onMessage);
  let read = 0;
  const next = (ms = 3000) =>
    new Promise<{ data: unknown; origin: string }>((resolve, reject) => {
      const check = () => {
        if (messages.length > read) {
          clearTimeout(timer);
          waiter = undefined;
          resolve(messages[read++]!);
        }
      };
      const timer = setTimeout(() => {
        waiter = undefined;
        reject(new Error(`no message from the verification page within ${ms} ms`));
      }, ms);
      waiter = check;
      check();
    });
  frame.src = `${FIXTURE}?domain=${encodeURIComponent(domain)}#origin=${encodeURIComponent(fragmentOrigin)}`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  await waitFor(() => frame.contentDocument?.documentElement.dataset['state'] === 'serving');
  return {
    frame,
    messages,
    next,
    close() {
      window.removeEventListener('message', onMessage);
      frame.remove();
    },
  };
}

async function waitFor(condition: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for the verification page');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const request = (id: string) => ({ type: 'co_verifier_request', request: { id } });

describe('webAuth.crossOriginVerification', () => {
  let env: TestEnv;
  let framed: Framed | undefined;
  const store = new VerifierStore();

  before(async () => {
    env = await testEnv();
  });
  afterEach(() => {
    framed?.close();
    framed = undefined;
    sinon.restore();
  });

  it('says ready to the service origin and answers a request with the stored verifier, once', async () => {
    const coId = `co-${crypto.randomUUID()}`;
    store.save(env.testOrigin, coId, 'the-verifier');
    framed = await frameVerificationPage(env.testOrigin, env.testOrigin);

    const ready = await framed.next();
    expect(ready).to.deep.equal({ data: { type: 'ready' }, origin: env.testOrigin });

    framed.frame.contentWindow!.postMessage(request(coId), env.testOrigin);
    expect((await framed.next()).data).to.deep.equal({
      type: 'co_verifier_response',
      response: { verifier: 'the-verifier' },
    });
    expect(localStorage.getItem(keptVerifierKey(env.testOrigin, coId))).to.equal(null);

    // One use: the second request gets no verifier.
    framed.frame.contentWindow!.postMessage(request(coId), env.testOrigin);
    expect((await framed.next()).data).to.deep.equal({
      type: 'co_verifier_response',
      response: { verifier: null },
    });
  });

  it('ignores messages that are not verifier requests', async () => {
    const coId = `co-${crypto.randomUUID()}`;
    store.save(env.testOrigin, coId, 'kept');
    framed = await frameVerificationPage(env.testOrigin, env.testOrigin);
    await framed.next(); // ready
    const win = framed.frame.contentWindow!;
    win.postMessage({ type: 'co_verifier_response', response: { verifier: 'x' } }, env.testOrigin);
    win.postMessage({ type: 'co_verifier_request' }, env.testOrigin);
    win.postMessage({ type: 'co_verifier_request', request: { id: 42 } }, env.testOrigin);
    win.postMessage('co_verifier_request', env.testOrigin);
    win.postMessage(null, env.testOrigin);
    // Messages from one window to another arrive in order: the answer to a real request (for an id
    // nobody saved) comes after the page has seen all of the above.
    win.postMessage(request(`co-${crypto.randomUUID()}`), env.testOrigin);
    expect((await framed.next()).data).to.deep.equal({
      type: 'co_verifier_response',
      response: { verifier: null },
    });
    expect(framed.messages).to.have.length(2);
    expect(localStorage.getItem(keptVerifierKey(env.testOrigin, coId))).not.to.equal(null);
  });

  it('ignores a request from another window of the same origin', async () => {
    const coId = `co-${crypto.randomUUID()}`;
    store.save(env.testOrigin, coId, 'not-for-siblings');
    framed = await frameVerificationPage(env.testOrigin, env.testOrigin);
    await framed.next(); // ready

    // A sibling frame asks the verification page directly and reports whatever comes back.
    const sibling = document.createElement('iframe');
    sibling.hidden = true;
    const heard: unknown[] = [];
    const onMessage = (event: MessageEvent) => {
      if (event.source === sibling.contentWindow) heard.push(event.data);
    };
    window.addEventListener('message', onMessage);
    sibling.srcdoc = `<script>
      const target = parent.document.getElementById('co-fixture').contentWindow;
      addEventListener('message', (event) => parent.postMessage({ siblingHeard: event.data }, '${env.testOrigin}'));
      target.postMessage(${JSON.stringify(request(coId))}, '${env.testOrigin}');
      parent.postMessage({ siblingAsked: true }, '${env.testOrigin}');
    </script>`;
    document.body.append(sibling);
    try {
      await waitFor(() => heard.length > 0);
      await pause(300);
      expect(heard).to.deep.equal([{ siblingAsked: true }]);
      expect(framed.messages).to.have.length(1);
      expect(localStorage.getItem(keptVerifierKey(env.testOrigin, coId))).not.to.equal(null);
    } finally {
      window.removeEventListener('message', onMessage);
      sibling.remove();
    }

    // The parent still gets it.
    framed.frame.contentWindow!.postMessage(request(coId), env.testOrigin);
    expect((await framed.next()).data).to.deep.equal({
      type: 'co_verifier_response',
      response: { verifier: 'not-for-siblings' },
    });
  });

  it('ignores a request from an origin other than the service', async () => {
    // The page serves the real service: its ready goes to that origin, and this page's requests are
    // from another origin.
    const coId = `co-${crypto.randomUUID()}`;
    store.save(env.serviceUrl, coId, 'for-the-service-only');
    framed = await frameVerificationPage(env.serviceUrl, env.serviceUrl);
    framed.frame.contentWindow!.postMessage(request(coId), env.testOrigin);
    await pause(300);
    expect(framed.messages).to.deep.equal([]);
    expect(store.take(env.serviceUrl, coId)).to.equal('for-the-service-only');
  });

  it('stays silent when #origin is not the configured service origin', async () => {
    const coId = `co-${crypto.randomUUID()}`;
    store.save(env.serviceUrl, coId, 'secret');
    // Configured for the service, but the fragment names this page's origin.
    framed = await frameVerificationPage(env.serviceUrl, env.testOrigin);
    framed.frame.contentWindow!.postMessage(request(coId), env.testOrigin);
    await pause(300);
    expect(framed.messages).to.deep.equal([]);
    expect(store.take(env.serviceUrl, coId)).to.equal('secret');
  });

  it('does nothing outside a frame, with a warning', () => {
    const warn = sinon.stub(console, 'warn');
    const stop = newWebAuth().crossOriginVerification();
    expect(stop).to.be.a('function');
    stop();
    expect(warn.calledOnce).to.equal(true);
    expect(String(warn.firstCall.args[0])).to.match(/crossOriginVerification/);
  });
});

describe('VerifierStore', () => {
  afterEach(() => sinon.restore());

  it('keeps a verifier 15 minutes, one use', () => {
    const clock = sinon.useFakeTimers({ now: Date.UTC(2030, 0, 1), toFake: ['Date'] });
    const store = new VerifierStore();
    store.save('https://tenant.example.com', 'a', 'va');
    store.save('https://tenant.example.com', 'b', 'vb');
    expect(localStorage.getItem('co/verifier/https%3A%2F%2Ftenant.example.com/a')).to.be.a('string');
    clock.tick(15 * 60_000);
    expect(store.take('https://tenant.example.com', 'a')).to.equal('va');
    expect(store.take('https://tenant.example.com', 'a')).to.equal(null);
    clock.tick(1);
    expect(store.take('https://tenant.example.com', 'b')).to.equal(null);
    expect(localStorage.getItem('co/verifier/https%3A%2F%2Ftenant.example.com/b')).to.equal(null);
  });

  it('keys verifiers by service origin', () => {
    const store = new VerifierStore();
    store.save('https://one.example.com', 'same', 'v1');
    expect(store.take('https://two.example.com', 'same')).to.equal(null);
    expect(store.take('https://one.example.com', 'same')).to.equal('v1');
  });
});
