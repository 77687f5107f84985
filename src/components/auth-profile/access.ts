// The profile's access to the Management API: the scopes it asks for, what each operation needs,
// and why an operation was refused, read from the error and the token it used. The explanation is
// attached to the error the operation throws, so the message comes back with the failure itself.
import { AuthError, decodeJwtPart } from '../../core/index.js';
import type { StringKey } from '../../internal/i18n.js';

/**
 * The Management API scopes the element asks for when it gets its own token: read the user, write
 * and remove metadata keys, link identities (the spec's current-user scopes).
 */
export const PROFILE_MANAGEMENT_SCOPES =
  'read:current_user update:current_user_metadata create:current_user_metadata delete:current_user_metadata update:current_user_identities';

/** What the element is doing or last did: the context of its status, error and messages. */
export type Operation = 'load' | 'save' | 'link' | 'unlink' | 'password' | 'grant';

/** What the status region says while an operation is pending (a save shows its progress on its button). */
export const PENDING_TEXT: Partial<Record<Operation, StringKey>> = {
  load: 'profileLoading',
  link: 'profileLinkPending',
  unlink: 'profileUnlinkPending',
  password: 'profilePasswordPending',
  grant: 'grantAccessPending',
};

/**
 * Errors that mean "this page has no (or not enough) access to the Management API", with our message
 * for each (`insufficient_scope`'s names the missing permission).
 */
const PERMISSION_ERRORS: ReadonlyMap<string, StringKey | null> = new Map([
  ['insufficient_scope', null],
  ['consent_required', 'consentRequired'],
  ['interaction_required', 'consentRequired'],
  ['login_required', 'profileLoginRequired'],
]);

/** The permissions each operation needs, with the action in words (a save that removes keys needs one more). */
const NEEDED_PERMISSIONS: Readonly<Record<Operation, readonly (readonly [string, StringKey])[]>> = {
  load: [['read:current_user', 'profileActionRead']],
  save: [['update:current_user_metadata', 'profileActionSave']],
  link: [['update:current_user_identities', 'profileActionLink']],
  unlink: [['update:current_user_identities', 'profileActionUnlink']],
  password: [],
  grant: [],
};

/**
 * Our message for a refusal: a message of ours, or the permission missing and the action it allows.
 * `access` marks a missing access (the element adds what to do: ask the owner, or grant access).
 */
export type Explanation =
  | { readonly kind: 'message'; readonly key: StringKey; readonly access: boolean }
  | {
      readonly kind: 'missing';
      readonly access: true;
      readonly permission: string;
      readonly action: StringKey;
    };

const explanations = new WeakMap<AuthError, Explanation>();

/** The claims of a JWT, unverified (the service verifies it); `{}` for an opaque token. */
function unverifiedClaims(token: string): Record<string, unknown> {
  try {
    return decodeJwtPart(token, 1);
  } catch {
    return {};
  }
}

/** The subject (`sub`) of a JWT given as the Management token, if it has one. */
export function tokenSubject(token: string | undefined): string | undefined {
  const sub = token ? unverifiedClaims(token)['sub'] : undefined;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

/**
 * The permission `operation` needs and `token` lacks (read from its `scope`); `null` when the token
 * is opaque or seems to have them all (then the refusal has another reason, such as a token for
 * another user). `removes`: the save removes keys (it then needs the delete permission too).
 */
function missingPermission(
  operation: Operation,
  token: string,
  removes = false,
): { permission: string; action: StringKey } | null {
  const scope = unverifiedClaims(token)['scope'];
  if (typeof scope !== 'string') return null;
  const needed = [...NEEDED_PERMISSIONS[operation]];
  if (operation === 'save' && removes) needed.push(['delete:current_user_metadata', 'profileActionRemove']);
  const granted = new Set(scope.split(' '));
  const missing = needed.find(([permission]) => !granted.has(permission));
  return missing ? { permission: missing[0], action: missing[1] } : null;
}

/** What an operation used, to tell which permission it lacked. */
export interface OperationUse {
  readonly operation: Operation;
  /** The token it called the Management API with (none when it failed before). */
  readonly token?: string | undefined;
  /** A save that removes keys. */
  readonly removes?: boolean;
}

/** Our explanation of `error`, from its code and, for `insufficient_scope`, what the operation used. */
function explain(error: AuthError, used?: OperationUse): Explanation | null {
  const missing =
    error.code === 'insufficient_scope' && used?.token
      ? missingPermission(used.operation, used.token, used.removes)
      : null;
  if (missing) return { kind: 'missing', access: true, ...missing };
  const key = PERMISSION_ERRORS.get(error.code);
  return key ? { kind: 'message', key, access: true } : null;
}

/** Attaches `explanation` to `error` (the element shows it instead of the generic message). */
function withExplanation(error: AuthError, explanation: Explanation | null): AuthError {
  if (explanation) explanations.set(error, explanation);
  return error;
}

/** Attaches our explanation to `error` unless it has one: which permission the token `used` lacks, or what its code means. */
export function explainFailure(error: AuthError, used: OperationUse): void {
  if (!explanations.has(error)) withExplanation(error, explain(error, used));
}

/** The explanation attached to `error`, if any. */
function explanationOf(error: AuthError): Explanation | undefined {
  return explanations.get(error);
}

/** The error for linking an account to itself, with its message. */
export function sameAccountError(): AuthError {
  const error = new AuthError({ code: 'invalid_request', description: 'A user cannot be linked to itself.' });
  return withExplanation(error, { kind: 'message', key: 'profileLinkSameAccount', access: false });
}

/**
 * Whether `error` says the identity is no longer linked (`not_found`, `inexistent_identity`: another
 * tab unlinked it); if so, it gets its message.
 */
export function isUnlinkedAlready(error: unknown): error is AuthError {
  if (!(error instanceof AuthError) || error.error !== 'inexistent_identity') return false;
  withExplanation(error, { kind: 'message', key: 'profileUnlinkGone', access: false });
  return true;
}

type Translate = (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;

/**
 * The message for `explanation`; for a missing access, followed by what to do: ask the page's owner
 * (`tokenGiven`: the page gave the token) or grant access.
 */
function explanationText(explanation: Explanation, t: Translate, tokenGiven: boolean): string {
  const message =
    explanation.kind === 'missing'
      ? t('profileMissingPermission', { permission: explanation.permission, action: t(explanation.action) })
      : t(explanation.key);
  if (!explanation.access) return message;
  return `${message} ${t(tokenGiven ? 'profileOwnerHint' : 'grantAccessHint')}`;
}

/**
 * Our message for `error`, with what to do (see {@link explanationText}): the explanation its operation
 * attached, else its code's; `null` when we have none (the dictionary's message then).
 */
export function explainedText(error: AuthError, t: Translate, tokenGiven: boolean): string | null {
  const explanation = explanationOf(error) ?? explain(error);
  return explanation ? explanationText(explanation, t, tokenGiven) : null;
}
