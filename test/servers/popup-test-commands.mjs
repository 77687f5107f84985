// A web-test-runner plugin: a server-side command that logs in on the service's hosted page in a popup
// the test page opened, as the user would (typing into its form), so a browser test can follow a popup
// flow to its end. Tests call it through `executeServerCommand`:
//   popup:log-in {origin, email, password} → true once the form is sent
// It waits (20 s each, for a loaded machine) for a window opened by this test page whose address is on `origin` (the service), and types
// into that page's log-in form.

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function popupCommands() {
  return {
    name: 'popup-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'popup:log-in') return undefined;
      if (typeof session.browser.getPage !== 'function') {
        throw new Error('The popup commands need Chromium (chromeLauncher).');
      }
      const opener = session.browser.getPage(session.id);
      const target = await opener
        .browser()
        .waitForTarget(
          (candidate) => candidate.opener() === opener.target() && candidate.url().startsWith(payload.origin),
          { timeout: 20_000 },
        );
      const popup = await target.page();
      await popup.waitForSelector('input[name="username"]', { timeout: 20_000 });
      await popup.type('input[name="username"]', payload.email);
      await popup.type('input[name="password"]', payload.password);
      await popup.click('button[type="submit"]');
      return true;
    },
  };
}
