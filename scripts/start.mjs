// `npm start`: the local identity service on http://localhost:4000, and on http://localhost:5173 the
// documentation site (docs/, its examples live against the service) with the demo's pages beside it.
// Nothing is built first: Vite serves the demo and the library from src/, and the service runs from
// packages/emulator/src through tsx (each module compiled as it is imported, cached by tsx between starts).
// Beside them, on http://localhost:4001, a company's OpenID Provider (the test OP): e-mails at company.test sign
// in there, through the demo client's enterprise connection.
// SERVICE_PORT, PORT and COMPANY_PORT override the ports (0 picks a free one; test/node/start.test.ts).
// SIGINT (Ctrl-C) or SIGTERM closes both servers and exits; a second signal exits at once. npm runs this
// script through `sh -c`, and on SIGTERM npm signals only that shell, which dies without passing it on
// (dash does not exec its last command): so the script also stops when its parent process goes away.
import { COMPANY, DEMO_USER, startDemo } from './demo-server.mjs';

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

const ports = {
  SERVICE_PORT: port('SERVICE_PORT', 4000),
  PORT: port('PORT', 5173),
  COMPANY_PORT: port('COMPANY_PORT', 4001),
};
const demo = await startDemo({
  servicePort: ports.SERVICE_PORT,
  demoPort: ports.PORT,
  emulatorFromSource: true,
  docs: true,
  company: true,
  companyPort: ports.COMPANY_PORT,
}).catch((error) => {
  // A port in use (another `npm start`, an app of yours): say which, and the variable that moves it.
  const busy = /port (\d+)\b.*in use/i.exec(String(error?.message ?? ''));
  if (!busy && error?.code !== 'EADDRINUSE') throw error;
  const taken = Number(busy?.[1] ?? error.port);
  const variable =
    taken === ports.PORT ? 'PORT' : taken === ports.COMPANY_PORT ? 'COMPANY_PORT' : 'SERVICE_PORT';
  const what = {
    PORT: 'the documentation and demo',
    SERVICE_PORT: 'the local identity service',
    COMPANY_PORT: 'the local company provider',
  }[variable];
  console.error(
    `\nPort ${taken} is in use: ${what} cannot start there. Stop what uses it, or choose another port:\n` +
      `  ${variable}=${taken + 1} npm start     (0 picks a free one; SERVICE_PORT moves the service, PORT the docs)\n`,
  );
  process.exit(1);
});
console.log(
  `\nDemo:                   ${demo.demoUrl}/  (the documentation, with live examples; an app: /app.html)`,
);
console.log(`Local identity service: ${demo.serviceUrl}  (dev inbox: ${demo.serviceUrl}/_dev/inbox)`);
console.log(`Demo user:              ${DEMO_USER.email} / ${DEMO_USER.password}`);
console.log(`MFA user:               mfa@example.com / Passw0rd! (its codes: the dev inbox)`);
console.log(
  `Company sign-in:        any e-mail at @${COMPANY.domain}, e.g. ${COMPANY.user} (no password: ${demo.companyUrl})\n`,
);

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
