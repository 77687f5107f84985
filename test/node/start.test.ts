// `npm start` on free ports (PORT=0, SERVICE_PORT=0): the demo page and the service answer, and a signal
// to npm alone (SIGTERM, as a process manager sends) or to the terminal's process group (SIGINT, as
// Ctrl-C does) stops every child and frees both ports. A port in use is named, with the variable to change.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;

interface Started {
  npm: ChildProcess;
  demoUrl: string;
  serviceUrl: string;
  companyUrl: string;
  output: () => string;
}

/** `npm start` in a process group of its own, resolved once it prints both addresses. */
function npmStart(): Promise<Started> {
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', SERVICE_PORT: '0', COMPANY_PORT: '0' },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stopGroup(npm);
      reject(new Error(`npm start printed no addresses in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const demo = /Demo:\s+(http:\/\/\S+?)\/?\s/.exec(output);
      const service = /Local identity service:\s+(http:\/\/\S+)/.exec(output);
      const company = /Company sign-in:.*\((?:no password: )?(http:\/\/[^\s)]+)\)/.exec(output);
      if (demo?.[1] && service?.[1] && company?.[1]) {
        clearTimeout(timer);
        resolve({
          npm,
          demoUrl: demo[1],
          serviceUrl: service[1],
          companyUrl: company[1],
          output: () => output,
        });
      }
    };
    npm.stdout.on('data', read);
    npm.stderr.on('data', read);
    npm.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before it answered:\n${output}`));
    });
  });
}

/** Whether something accepts connections on the URL's port. */
function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether any process of npm's group is still alive. */
function groupAlive(npm: ChildProcess): boolean {
  try {
    process.kill(-npm.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** Cleanup after a failed assertion: whatever is left of the group this test started. */
function stopGroup(npm: ChildProcess): void {
  try {
    process.kill(-npm.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function until(condition: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

async function checkStopsOn(signal: 'SIGTERM' | 'SIGINT', target: 'npm' | 'group'): Promise<void> {
  const started = await npmStart();
  const { npm, demoUrl, serviceUrl, companyUrl } = started;
  try {
    const page = await fetch(`${demoUrl}/login.html`);
    assert.equal(page.status, 200, 'the demo page answers');
    assert.match(await page.text(), /<auth-login/);
    // The documentation is the page `npm start` opens, its examples live.
    const home = await fetch(`${demoUrl}/`);
    assert.equal(home.status, 200, 'the documentation answers at /');
    assert.match(await home.text(), /<h1[^>]*>auth-elements<\/h1>/);
    const reference = await fetch(`${demoUrl}/elements/auth-login/`);
    assert.match(await reference.text(), new RegExp(`<auth-provider\\s+domain="${serviceUrl}"`));
    const discovery = await fetch(`${serviceUrl}/.well-known/openid-configuration`);
    assert.equal(discovery.status, 200, 'the service answers');
    await discovery.arrayBuffer();
    // The company's provider runs too, and the demo client's information names its domain.
    const company = await fetch(`${started.companyUrl}/.well-known/openid-configuration`);
    assert.equal(company.status, 200, 'the company provider answers');
    await company.arrayBuffer();
    const info = await (await fetch(`${serviceUrl}/client/demo-spa.js`)).text();
    assert.match(info, /"domain":"company\.test"/);

    const exited = new Promise((resolve) => npm.once('exit', resolve));
    process.kill(target === 'npm' ? npm.pid! : -npm.pid!, signal);
    await exited;
    assert.ok(
      await until(
        async () =>
          !(await listening(demoUrl)) && !(await listening(serviceUrl)) && !(await listening(companyUrl)),
        5000,
      ),
      `${signal} to ${target} frees the demo's, the service's and the company provider's ports`,
    );
    assert.ok(
      await until(() => !groupAlive(npm), 5000),
      `no process of npm start outlives ${signal}:\n${started.output()}`,
    );
  } finally {
    stopGroup(npm);
  }
}

describe('npm start', { timeout: 3 * START_TIMEOUT_MS }, () => {
  it('stops every child and frees both ports on SIGTERM to npm', () => checkStopsOn('SIGTERM', 'npm'));
  it('stops every child and frees both ports on Ctrl-C (SIGINT to the group)', () =>
    checkStopsOn('SIGINT', 'group'));
});

describe('npm start on a port in use', { timeout: START_TIMEOUT_MS }, () => {
  const variables = ['SERVICE_PORT', 'PORT', 'COMPANY_PORT'] as const;
  for (const variable of variables) {
    const others = Object.fromEntries(variables.filter((v) => v !== variable).map((v) => [v, '0']));
    it(`names the port and ${variable}, and exits 1`, async () => {
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, 'localhost', resolve));
      const port = String((taken.address() as { port: number }).port);
      try {
        const npm = spawn('npm', ['start'], {
          cwd: root,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, ...others, [variable]: port },
        });
        let output = '';
        npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const code = await new Promise<number | null>((resolve) => npm.once('exit', resolve));
        stopGroup(npm);
        assert.equal(code, 1, output);
        assert.match(output, new RegExp(`[Pp]ort ${port} is in use`));
        assert.match(output, new RegExp(`${variable}=\\d+ npm start`));
        assert.doesNotMatch(output, /EADDRINUSE.*\n\s+at /, 'no stack trace');
      } finally {
        taken.close();
      }
    });
  }
});
