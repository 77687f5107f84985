// A web-test-runner plugin: a server-side command that logs in on the service's hosted page in a popup
// the test page opened, as the user would (typing into its form), so a browser test can follow a popup
// flow to its end. Tests call it through `executeServerCommand`:
//   popup:log-in {origin, email, password} → true once the form is sent
// The test runner's browser side gives a command 20 s to answer, so the whole command fits in 18 s: it
// polls the test page's own browser context (each test file has one) for a page on `origin` (the popup
// shows about:blank until the service answers), waits for its log-in form and types into it. When it
// cannot, the error says what the context held, so a failure in a loaded run can be read.

const BUDGET_MS = 18_000;
const POLL_MS = 100;

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function popupCommands() {
  return {
    name: 'popup-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'popup:log-in') return undefined;
      if (typeof session.browser.getPage !== 'function') {
        throw new Error('The popup commands need Chromium (chromeLauncher).');
      }
      const deadline = Date.now() + BUDGET_MS;
      const opener = session.browser.getPage(session.id);
      const popup = await findPopup(opener, payload.origin, deadline);
      try {
        await popup.waitForSelector('input[name="username"]', {
          timeout: Math.max(deadline - Date.now(), 1),
        });
      } catch (error) {
        throw new Error(`The popup at ${popup.url()} showed no log-in form within ${BUDGET_MS} ms.`, {
          cause: error,
        });
      }
      await popup.type('input[name="username"]', payload.email);
      await popup.type('input[name="password"]', payload.password);
      await popup.click('button[type="submit"]');
      return true;
    },
  };
}

/** The page of `opener`'s browser context (not `opener` itself) whose address is on `origin`. */
async function findPopup(opener, origin, deadline) {
  const context = opener.browserContext();
  for (;;) {
    const targets = context.targets().filter((t) => t.type() === 'page' && t !== opener.target());
    const found = targets.find((t) => t.url().startsWith(origin));
    if (found) {
      const page = await found.page();
      if (page) return page;
    }
    if (Date.now() >= deadline) {
      const seen = targets.map((t) => t.url() || '(no address)').join(', ') || 'no other page';
      throw new Error(`No popup on ${origin} within ${BUDGET_MS} ms; the test page's context held: ${seen}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
