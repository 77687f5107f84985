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

/**
 * Every documented event of every element, as `on<event>` props whose handler parameter is not
 * annotated: a JSX attribute with a dash that the typings lack is accepted untyped, so its `event`
 * is an implicit `any` and `npm run typecheck` fails (TS7006). Add each new event here.
 */
export function EveryEvent(): JSX.Element {
  return (
    <auth-provider
      onauth-success={(event) => use(event.detail.authResult)}
      onauth-error={(event) => use(event.detail.error)}
      onauth-session-change={(event) => use(event.detail.session)}
    >
      <auth-login
        logo-url="/logo.svg"
        heading="Welcome back"
        onauth-success={(event) => use(event.detail.authResult)}
        onauth-error={(event) => use(event.detail.error)}
        onauth-show-signup={(event) => use(event.detail.email)}
        onauth-show-forgot-password={(event) => use(event.detail.email)}
      />
      <auth-signup
        logo-url="/logo.svg"
        heading="Join"
        onauth-signup={(event) => use(event.detail.user)}
        onauth-show-login={(event) => use(event.detail.email)}
        onauth-error={(event) => use(event.detail.error)}
      />
      <auth-passwordless
        logo-url="/logo.svg"
        heading="No password"
        onauth-code-sent={(event) => use(event.detail.send)}
        onauth-error={(event) => use(event.detail.error)}
      />
      <auth-change-password
        logo-url="/logo.svg"
        heading="Reset"
        onauth-password-reset-sent={(event) => use(event.detail.email)}
        onauth-show-login={(event) => use(event.detail.email)}
        onauth-error={(event) => use(event.detail.error)}
      />
      <auth-profile
        onauth-profile-updated={(event) => use(event.detail)}
        onauth-account-linked={(event) => use(event.detail)}
        onauth-error={(event) => use(event.detail.error)}
      />
      <api-permissions-editor
        onauth-permissions-saved={(event) => use(event.detail.scopes)}
        onauth-permissions-unsaved={(event) => use(event.detail)}
        onauth-error={(event) => use(event.detail.error)}
      />
      <auth-organization-switcher
        organization="org_abc"
        allow-personal
        mode="popup"
        organizations={[{ id: 'org_abc', display_name: 'Abc' }]}
        onauth-organization-changed={(event) => use(event.detail.organization?.id, event.detail.choose)}
        onauth-success={(event) => use(event.detail.organization?.id)}
        onauth-error={(event) => use(event.detail.error)}
      />
    </auth-provider>
  );
}
