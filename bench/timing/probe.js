// The in-page half of the timing benchmark, loaded by the benchmark's pages before the bundle and driven
// from Node through `window.benchProbe`. Every time is `performance.now()` in the page, in milliseconds.
//
// It records, before the bundle runs, the tags the bundle defines and the moment the page calls `fetch`
// for POST /co/authenticate (Playwright's request events carry no page timestamps).

/** Tags in the order the bundle defined them. */
const definedTags = [];
const define = customElements.define;
customElements.define = function (name, ...rest) {
  definedTags.push(name);
  return define.call(this, name, ...rest);
};

/** Resolvers waiting for the next fetch of POST /co/authenticate, with the time of the call. */
let coAuthenticateWaiters = [];
const originalFetch = globalThis.fetch;
globalThis.fetch = function (input, init) {
  const calledAt = performance.now();
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.endsWith('/co/authenticate')) {
    for (const resolve of coAuthenticateWaiters) resolve(calledAt);
    coAuthenticateWaiters = [];
  }
  return originalFetch.call(this, input, init);
};

/** Where the elements under test are attached. */
const stage = document.createElement('div');
document.body.append(stage);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Imports the bundle once. `evaluation` is from the moment its last byte arrived (resource timing's
 * `responseEnd`) to the moment the import resolved: parse, compile, link and run of the module.
 * `fetchAndEvaluation` also counts the request.
 * @param {string} url a URL this page has not imported yet
 */
async function loadBundle(url) {
  const started = performance.now();
  await import(url);
  const ended = performance.now();
  const entry = performance.getEntriesByName(new URL(url, location.href).href).at(-1);
  if (!entry) throw new Error(`No resource timing entry for ${url}`);
  return {
    evaluation: ended - entry.responseEnd,
    fetchAndEvaluation: ended - started,
    tags: [...definedTags],
  };
}

/**
 * A configured element, not yet attached.
 * @param {string} tag
 * @param {Record<string, string>} attributes
 */
function create(tag, attributes) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/**
 * Attaches a fresh element and times its first render: `render` from `append` until `updateComplete`
 * resolves (Lit rendered the shadow root and the light-DOM form), `layout` until style and layout of
 * the result are done too (forced synchronously, so no wait for the next frame's tick is counted).
 * @param {string} tag
 * @param {Record<string, string>} attributes
 */
async function renderOnce(tag, attributes) {
  const element = create(tag, attributes);
  const started = performance.now();
  stage.append(element);
  await element.updateComplete;
  const rendered = performance.now();
  void stage.offsetHeight;
  const laidOut = performance.now();
  if (!element.shadowRoot?.firstElementChild) throw new Error(`<${tag}> rendered nothing`);
  element.remove();
  return { render: rendered - started, layout: laidOut - started };
}

/**
 * First renders of fresh elements, round-robin over `tags` so that drift hits every tag alike; the
 * first `warmup` rounds are not kept.
 * @param {{ tags: string[], attributes: Record<string, string>, warmup: number, runs: number }} options
 * @returns {Promise<Record<string, { render: number[], layout: number[] }>>}
 */
async function renderSamples({ tags, attributes, warmup, runs }) {
  const samples = Object.fromEntries(tags.map((tag) => [tag, { render: [], layout: [] }]));
  for (let round = 0; round < warmup + runs; round++) {
    for (const tag of tags) {
      const { render, layout } = await renderOnce(tag, attributes);
      if (round >= warmup) {
        samples[tag].render.push(render);
        samples[tag].layout.push(layout);
      }
      await nextTask();
    }
  }
  return samples;
}

/**
 * The first render of each tag on this page (the first instance pays for preparing the templates and
 * adopting the styles).
 * @param {string[]} tags
 * @param {Record<string, string>} attributes
 */
async function firstInstances(tags, attributes) {
  const times = {};
  for (const tag of tags) times[tag] = (await renderOnce(tag, attributes)).render;
  return times;
}

/**
 * Attaches an embedded `<auth-login>`, types the credentials and submits its form; resolves with the
 * time from `requestSubmit()` to the page's `fetch` call for POST /co/authenticate.
 * @param {{ attributes: Record<string, string>, email: string, password: string }} options
 */
async function submitToRequest({ attributes, email, password }) {
  const login = create('auth-login', attributes);
  stage.append(login);
  await login.updateComplete;
  const form = login.querySelector('form');
  form.elements.namedItem('email').value = email;
  form.elements.namedItem('password').value = password;
  const requested = new Promise((resolve, reject) => {
    coAuthenticateWaiters.push(resolve);
    setTimeout(() => reject(new Error('<auth-login> sent no POST /co/authenticate within 10 s')), 10_000);
  });
  await nextTask();
  const submitted = performance.now();
  form.requestSubmit();
  const latency = (await requested) - submitted;
  // The element stays pending while the page "navigates"; the next run takes a fresh one.
  login.remove();
  return latency;
}

window.benchProbe = { loadBundle, renderSamples, firstInstances, submitToRequest };
