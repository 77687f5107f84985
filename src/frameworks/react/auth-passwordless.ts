// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-passwordless>`: its attributes and JSX props.
import type {
  AuthPasswordless,
  PasswordlessChannel,
} from '../../components/auth-passwordless/auth-passwordless.component.js';
import type { AttributeValue, AuthConfigAttributes, AuthConfigProp, AuthElementProps } from './shared.js';

/** The attributes of `<auth-passwordless>`: the configuration attributes and its own. */
export interface AuthPasswordlessAttributes extends AuthConfigAttributes {
  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  'logo-url'?: AttributeValue<AuthPasswordless['logoUrl']>;
  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  heading?: AttributeValue<AuthPasswordless['heading']>;
  /** `code` (the user types a one-time code) or `link` (the user opens a link). Default `code`. */
  send?: AttributeValue<AuthPasswordless['send']>;
  /** Seconds before a new code or link may be requested (attribute `resend-delay`). Default 30. */
  'resend-delay'?: AttributeValue<AuthPasswordless['resendDelay']>;
  /** What to show while the provider has a session (attribute `signed-in`): `show` (default) who is signed in and a "Log out" button; `hide` nothing (the element takes no space); `form` the form as if nobody were signed in (the page handles the signed-in state itself). */
  'signed-in'?: AttributeValue<AuthPasswordless['signedIn']>;
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection?: PasswordlessChannel;
}

/** `<auth-passwordless>`: Log in with a one-time code or link sent by e-mail or SMS. */
export type AuthPasswordlessProps = AuthElementProps<
  AuthPasswordless,
  AuthPasswordlessAttributes,
  | AuthConfigProp
  | 'logoUrl'
  | 'heading'
  | 'send'
  | 'resendDelay'
  | 'step'
  | 'errorScope'
  | 'signedIn'
  | 'joinsInvitations'
  | 'invitationJoin'
  | 'joinFailure'
  | 'strings'
  | 'session'
  | 'status'
  | 'error',
  'auth-code-sent' | 'auth-error' | 'auth-logout'
>;
