// The browser runner's shared helpers (one definition each): the run's environment (the local identity
// service, this page's origin, the fault servers), the demo client and its database connection, and
// fresh e-mail addresses. Each area's own helpers build on these: test/components/form-element-helpers.ts,
// test/core/service-helpers.ts, test/core/session-helpers.ts.

/** The local identity service's demo application (a public SPA client). */
export const CLIENT_ID = 'demo-spa';
/** Its default database connection. */
export const REALM = 'Username-Password-Authentication';

/** The runner's fault servers (test/servers/fault-servers.mjs); `unreachable`: nothing listens there. */
export type FaultName = 'serverError' | 'rateLimited' | 'notJson' | 'slow' | 'unreachable';

/** What the test server says about the run: the local identity service, this page's origin, the faults. */
export interface TestEnv {
  serviceUrl: string;
  /** A second local service that allows no origin of the test server (CORS refusals). */
  refusingServiceUrl: string;
  /** A third local service whose MFA policy is `always`; its APIs may be marked as needing MFA. */
  mfaAlwaysServiceUrl: string;
  testOrigin: string;
  faults: Record<FaultName, string>;
}

let envPromise: Promise<TestEnv> | undefined;

/** The run's environment (read once); rejects when the local identity service is not running. */
export function testEnv(): Promise<TestEnv> {
  envPromise ??= fetch('/__env.json').then(async (response) => {
    const env = (await response.json()) as Omit<TestEnv, 'serviceUrl'> & { serviceUrl: string | null };
    if (!env.serviceUrl) throw new Error('The local identity service is not running (serviceUrl is null)');
    return env as TestEnv;
  });
  return envPromise;
}

/** An address no other test (or run) uses: tests that change a user's state never share one. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}
