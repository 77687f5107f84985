// Types of demo-server.mjs for the TypeScript end-to-end tests.
import type { TenantStore } from '../packages/emulator/src/index.js';

export declare const DEFAULT_SERVICE_URL: string;
export declare const DEFAULT_DEMO_ORIGIN: string;
export declare const DEMO_USER: { readonly email: string; readonly password: string };

export interface DemoOptions {
  /** The identity service's port (default 4000; 0 picks a free one). */
  servicePort?: number;
  /** The demo's port (default 5173; 0 picks a free one). */
  demoPort?: number;
  /** No request logs, no Vite banner. */
  quiet?: boolean;
  /** Vite's hot reload (default true). */
  hmr?: boolean;
  /** Run the service from packages/emulator/src through tsx instead of packages/emulator/dist (`npm start`). */
  emulatorFromSource?: boolean;
  /** Build the documentation site and serve it at `/` (`npm start`). */
  docs?: boolean;
  /** Also run a company's OpenID Provider, the demo client's enterprise connection `company-sso`. */
  company?: boolean;
  /** Its port (default 4001; 0 picks a free one). */
  companyPort?: number;
}

export interface DemoHandle {
  /** The service's origin, e.g. `http://localhost:4000`. */
  serviceUrl: string;
  /** The demo's origin, e.g. `http://localhost:5173`. */
  demoUrl: string;
  /** The documentation site's pages (`/`, `/elements/auth-login/`, …); empty without `docs`. */
  sitePages: string[];
  /** The service's tenant: tests change its settings (`store.data.mfa_policy`). */
  store: TenantStore;
  /** The company provider's issuer, with `company`. */
  companyUrl?: string;
  close(): Promise<void>;
}

export declare function startDemo(options?: DemoOptions): Promise<DemoHandle>;
