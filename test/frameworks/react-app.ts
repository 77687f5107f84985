// The React test page: a sign-in page that renders <auth-login> with React 19, the way an app does in
// JSX (`<auth-login client-id="demo-spa" strings={strings} onauth-success={...} />`), written with
// createElement because the tests are plain .ts. React sets `domain`, `mode` and `strings` as
// properties (the element has them), `client-id` and `redirect-uri` as attributes, and adds the
// `onauth-*` props as listeners for the `auth-*` events.
import type { ReactElement } from 'react';
import type { AuthErrorEventDetail, AuthSuccessEventDetail } from '../../src/internal/events.js';
import type { StringOverrides } from '../../src/internal/i18n.js';
import { CLIENT_ID } from './helpers.js';
import type { LoginPageConfig } from './helpers.js';
import { React, jsx } from './react-runtime.js';

export interface LoginPageProps extends LoginPageConfig {
  strings: StringOverrides;
  /** Called by the page's `onauth-success` handler with the element's event. */
  onSuccess: (event: CustomEvent<AuthSuccessEventDetail>) => void;
  /** Called by the page's `onauth-error` handler with the element's event. */
  onError: (event: CustomEvent<AuthErrorEventDetail>) => void;
}

export function LoginPage({
  domain,
  redirectUri,
  strings,
  onSuccess,
  onError,
}: LoginPageProps): ReactElement {
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);
  return jsx(
    'main',
    {},
    jsx('auth-login', {
      domain,
      'client-id': CLIENT_ID,
      'redirect-uri': redirectUri,
      mode: 'popup',
      strings,
      'onauth-success': (event) => {
        setSignedInAs(event.detail.authResult.idTokenPayload?.email ?? '');
        onSuccess(event);
      },
      'onauth-error': onError,
    }),
    signedInAs === null ? null : jsx('p', { className: 'signed-in' }, `Signed in as ${signedInAs}`),
  );
}
