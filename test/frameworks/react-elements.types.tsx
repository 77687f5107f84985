// The JSX typings of src/frameworks/react.ts as a React user's .tsx file sees them: real JSX elements,
// checked by `npm run typecheck` (never run). The `@ts-expect-error` lines must stay errors.
import type { JSX } from 'react';
import type { AuthErrorCode, AuthResult } from '../../src/core/index.js';
import type {} from '../../src/frameworks/react.js';

declare function use(...values: unknown[]): void;

export function LoginPage(): JSX.Element {
  return (
    <auth-provider domain="tenant.example.com" client-id="client" restore>
      <auth-login
        mode="popup"
        social="google-oauth2 github"
        no-signup
        strings={{ loginTitle: 'Sign in' }}
        onauth-success={(event) => {
          const result: AuthResult = event.detail.authResult;
          use(result.accessToken);
        }}
        onauth-error={(event) => {
          const code: AuthErrorCode = event.detail.error.code;
          use(code);
        }}
      />
      {/* @ts-expect-error mode is embedded, redirect or popup */}
      <auth-login mode="sideways" />
      {/* @ts-expect-error the detail of auth-success has no `user` */}
      <auth-login onauth-success={(event) => use(event.detail.user)} />
      <auth-signup login-after-signup onauth-signup={(event) => use(event.detail)} />
    </auth-provider>
  );
}
