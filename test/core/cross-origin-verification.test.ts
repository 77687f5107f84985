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
  /**
   * Resolves once the framed page has handled every message that reached it before a probe this page
   * sends now, and anything it posted in answer has reached this page.
   */
  handled(): Promise<void>;
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
  const probes = new Map<number, () => void>();
  const onMessage = (event: MessageEvent) => {
    const handled = (event.data as { handled?: unknown } | null)?.handled;
    if (event.source === window && typeof handled === 'number') {
      probes.get(handled)?.();
      probes.delete(handled);
      return;
    }
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
  // A listener of this page's in the framed page, added after the page's own: it sees a probe only after
  // the page has handled every message that arrived before it (messages arrive in order), and its note,
  // posted to this page, comes after anything the page posted to it meanwhile.
  const framedWindow = frame.contentWindow!;
  framedWindow.addEventListener('message', (event) => {
    const probe = (event.data as { probe?: unknown } | null)?.probe;
    if (typeof probe === 'number') window.postMessage({ handled: probe }, '*');
  });
  let probeCount = 0;
  return {
    frame,
    messages,
    next,
    handled: () =>
      new Promise<void>((resolve) => {
        const probe = ++probeCount;
        probes.set(probe, resolve);
        framedWindow.postMessage({ probe }, '*');
      }),
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
      // The sibling's request reached the page before this page's probe (it asked before saying so).
      await framed.handled();
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
    await framed.handled();
    expect(framed.messages).to.deep.equal([]);
    expect(store.take(env.serviceUrl, coId)).to.equal('for-the-service-only');
  });

  it('stays silent when #origin is not the configured service origin', async () => {
    const coId = `co-${crypto.randomUUID()}`;
    store.save(env.serviceUrl, coId, 'secret');
    // Configured for the service, but the fragment names this page's origin.
    framed = await frameVerificationPage(env.serviceUrl, env.testOrigin);
    framed.frame.contentWindow!.postMessage(request(coId), env.testOrigin);
    await framed.handled();
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
