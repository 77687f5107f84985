// The browser runner's shared helpers (one definition each): the run's environment (the local identity
// service, this page's origin, the fault servers); the demo client, its database connection (`REALM`, as
// the password-realm grant names it) and fresh e-mail addresses come from what every runner shares
// (./shared/service.ts). Each area's own helpers build on these: test/components/form-element-helpers.ts,
// test/core/service-helpers.ts, test/core/session-helpers.ts.
export { CLIENT_ID, DATABASE as REALM, uniqueEmail } from './shared/service.js';

/** The runner's fault servers (test/servers/fault-servers.mjs); `unreachable`: nothing listens there. */
export type FaultName = 'serverError' | 'rateLimited' | 'notJson' | 'slow' | 'unreachable';

/** What the test server says about the run: the local identity service, this page's origin, the faults. */
export interface TestEnv {
  serviceUrl: string;
  /** A second local service that allows no origin of the test server (CORS refusals). */
  refusingServiceUrl: string;
  /** A third local service whose MFA policy is `always`; its APIs may be marked as needing MFA. */
  mfaAlwaysServiceUrl: string;
  /** A fourth whose demo client has the enterprise connection `company-sso` (`company.test`, "Company Test"). */
  enterpriseServiceUrl: string;
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
