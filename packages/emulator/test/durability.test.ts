// Nothing acknowledged is lost: a service killed with SIGKILL during sign-ups keeps every answered one; a
// write that fails (file size limit, as when a disk is full) is rolled back in memory and answered 503;
// one service per data file, and a lock left by a dead process is taken over.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { APP_ORIGIN, DEMO_CLIENT_ID, startTestService } from './helpers.js';
import { PASSWORD_REALM_GRANT } from '#grant-types';

const FIXTURE = fileURLToPath(new URL('./fixtures/service-process.ts', import.meta.url));
const PASSWORD = 'Str0ng&Long!';

/** Starts the service in a child process (optionally with a file size limit in KiB); answers its URL. */
async function serviceProcess(
  dataFile: string,
  limitKiB?: number,
): Promise<{ url: string; child: ChildProcess; exited: Promise<void> }> {
  const node = [process.execPath, '--import', 'tsx', FIXTURE, dataFile];
  const child =
    limitKiB === undefined
      ? spawn(node[0]!, node.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] })
      : spawn('bash', ['-c', `ulimit -f ${limitKiB} && exec "$@"`, 'bash', ...node], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before listening`)));
  });
  return { url, child, exited };
}

function signUp(url: string, email: string): Promise<Response> {
  return fetch(`${url}/dbconnections/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
    body: JSON.stringify({
      client_id: DEMO_CLIENT_ID,
      email,
      password: PASSWORD,
      connection: 'Username-Password-Authentication',
    }),
  });
}

function logIn(url: string, email: string): Promise<Response> {
  return fetch(`${url}/co/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
    body: JSON.stringify({
      client_id: DEMO_CLIENT_ID,
      credential_type: PASSWORD_REALM_GRANT,
      username: email,
      password: PASSWORD,
      realm: 'Username-Password-Authentication',
    }),
  });
}

describe('durability of the data file', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'auth-elements-durability-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('keeps every answered sign-up when the service is killed with SIGKILL mid-loop', async () => {
    const dataFile = join(dir, 'killed.json');
    const { url, child, exited } = await serviceProcess(dataFile);
    const answered: string[] = [];
    let stop = false;
    let sent = 0;
    let reached = () => {};
    const manyAnswered = new Promise<void>((resolve) => (reached = resolve));
    const worker = async (id: number) => {
      for (let n = 0; !stop && n < 200; n++) {
        const email = `killed-${id}-${n}@example.com`;
        sent += 1;
        try {
          const response = await signUp(url, email);
          if (response.status === 200 && answered.push(email) === 25) reached();
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const workers = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    await Promise.race([manyAnswered, workers]);
    child.kill('SIGKILL'); // requests are in flight: some sign-ups are cut off unanswered
    stop = true;
    await Promise.all([workers, exited]);
    assert.ok(sent > answered.length, 'some sign-ups were in flight when the process died');

    const restarted = await startTestService({ dataFile }); // the dead process's lock is stale
    try {
      const emails = new Set(restarted.store.data.users.map((u) => u.email));
      const lost = answered.filter((email) => !emails.has(email));
      assert.deepEqual(lost, [], `${lost.length} of ${answered.length} answered sign-ups were lost`);
    } finally {
      await restarted.close();
    }
    JSON.parse(await readFile(dataFile, 'utf8')); // the folded file loads as plain JSON
  });

  it('rolls a failed write back in memory and answers 503 (file size limit, as a full disk)', async () => {
    const dataFile = join(dir, 'full.json');
    const { url, child, exited } = await serviceProcess(dataFile, 64);
    const answered: string[] = [];
    let refused: { email: string; response: Response } | undefined;
    try {
      for (let n = 0; n < 400 && !refused; n++) {
        const email = `full-${n}@example.com`;
        const response = await signUp(url, email);
        if (response.status === 200) answered.push(email);
        else refused = { email, response };
      }
      assert.ok(refused, 'a sign-up failed once the file could not grow');
      assert.ok(answered.length > 0);
      assert.equal(refused.response.status, 503);
      const body = (await refused.response.json()) as { error: string; error_description: string };
      assert.equal(body.error, 'temporarily_unavailable');
      assert.match(body.error_description, /could not be saved \(EFBIG\)/);
      // Memory does not hold the refused user: it cannot log in, and signing up again is not user_exists
      // (the disk is still full, so that write fails too).
      assert.equal((await logIn(url, refused.email)).status, 403);
      const again = await signUp(url, refused.email);
      assert.equal(again.status, 503);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const restarted = await startTestService({ dataFile });
    try {
      const emails = new Set(restarted.store.data.users.map((u) => u.email));
      assert.deepEqual(
        answered.filter((email) => !emails.has(email)),
        [],
      );
      assert.equal(emails.has(refused.email), false);
    } finally {
      await restarted.close();
    }
  });

  it("refuses a second service on the same data file, and takes over a dead one's lock", async () => {
    const dataFile = join(dir, 'locked.json');
    const first = await startTestService({ dataFile });
    try {
      await assert.rejects(startTestService({ dataFile }), (error: Error) =>
        error.message.includes(
          `${dataFile} is in use by another local identity service (process ${process.pid})`,
        ),
      );
    } finally {
      await first.close();
    }
    // A lock naming a process that is gone (as after kill -9) is stale.
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(`${dataFile}.lock`, `${dead.pid}\n`);
    const second = await startTestService({ dataFile });
    await second.close();
  });
});
