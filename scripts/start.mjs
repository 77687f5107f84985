// `npm start`: the local identity service on http://localhost:4000, and on http://localhost:5173 the
// documentation site (docs/, its examples live against the service) with the demo's pages beside it.
// Nothing is built first: Vite serves the demo and the library from src/, and the service runs from
// packages/emulator/src through tsx (each module compiled as it is imported, cached by tsx between starts).
// SERVICE_PORT and PORT override the two ports (0 picks a free one; test/node/start.test.ts).
// SIGINT (Ctrl-C) or SIGTERM closes both servers and exits; a second signal exits at once. npm runs this
// script through `sh -c`, and on SIGTERM npm signals only that shell, which dies without passing it on
// (dash does not exec its last command): so the script also stops when its parent process goes away.
import { DEMO_USER, startDemo } from './demo-server.mjs';

/** A port from the environment, or the default. */
function port(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new TypeError(`${name} must be a port number (0 to 65535, 0 for a free one), not "${value}"`);
  }
  return number;
}

const demo = await startDemo({
  servicePort: port('SERVICE_PORT', 4000),
  demoPort: port('PORT', 5173),
  emulatorFromSource: true,
  docs: true,
});
console.log(
  `\nDemo:                   ${demo.demoUrl}/  (the documentation, with live examples; an app: /app.html)`,
);
console.log(`Local identity service: ${demo.serviceUrl}  (dev inbox: ${demo.serviceUrl}/_dev/inbox)`);
console.log(`Demo user:              ${DEMO_USER.email} / ${DEMO_USER.password}`);
console.log(`MFA user:               mfa@example.com / Passw0rd! (its codes: the dev inbox)\n`);

let stopping = false;
async function shutdown() {
  if (stopping) process.exit(1);
  stopping = true;
  // Should a server hang on close, the process still ends.
  setTimeout(() => process.exit(1), 5000).unref();
  await demo.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGHUP', shutdown);
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown();
}, 200).unref();
