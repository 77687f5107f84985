// `npm start`: the local identity service on http://localhost:4000 and the demo on http://localhost:5173.
import { DEMO_USER, startDemo } from './demo-server.mjs';

const demo = await startDemo();
console.log(`\nDemo:                   ${demo.demoUrl}/`);
console.log(`Local identity service: ${demo.serviceUrl}  (dev inbox: ${demo.serviceUrl}/_dev/inbox)`);
console.log(`Demo user:              ${DEMO_USER.email} / ${DEMO_USER.password}\n`);

async function shutdown() {
  await demo.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
