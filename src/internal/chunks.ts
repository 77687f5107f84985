// The elements' code that a page fetches when it first needs it, beside the core's (src/core/lib/
// on-demand.ts): each through `chunk()` (./chunk.ts: a literal `import()`, fetched once, a failed fetch
// an AuthError `network_error`). The chunks the elements load:
// - loadPasskeyUi: `<auth-login passkeys>`'s button, autofill and the upgrade offer's loading (./passkey-ui.ts);
// - loadPasskeySignup: `<auth-signup passkeys>`'s way (./passkey-signup.ts, on the passkey UI);
// - loadMfaStep: the second-factor step, when a request answers `mfa_required` (./mfa-step.ts);
// - loadSignInMethods: <auth-profile>'s passkeys and two-step verification, once a profile has loaded;
// - loadRenewal: <auth-provider>'s silent renewal (with the core's renewer), once someone is signed in;
// - loadSocialMarks: the brands' marks, when an element first shows a known social connection's icon;
// - loadInvitationJoin: the join screen of `<auth-login>`/`<auth-signup>` on a page opened from an
//   invitation link, or back from joining by redirect (./invitation-join.ts);
// - loadEnterprise: the enterprise connections an e-mail's domain picks, when the user first focuses or
//   types in `<auth-login>`'s or `<auth-signup>`'s e-mail field (./enterprise.ts);
// - loadPopupLogin: `<auth-login mode="popup">`'s log-in, when such an element first renders (before its
//   click, which must open the window while the user's activation lasts).
// The chunks those chunks load are declared where their `import()` sits, so a bundler keeps what they
// share with their loader in the loader's file (they are never fetched before it):
// - loadUpgrade, loadWhy (./passkey-ui.ts): the offer to create a passkey once signed in, and why
//   passkeys cannot work on this page (for the console);
// - loadPasskeyErrors (./passkey-shared.ts): the passkey ceremonies' failure messages, before the first
//   failure is shown (by the passkey UI and the upgrade offer);
// - loadQrCode (components/auth-profile/two-step.ts): the QR code, when an authenticator-app enrolment starts;
// - loadStepUp (components/auth-provider/auth-provider.component.ts): the provider's step-up, when a renewal
//   answers `mfa_required` (it shows the step through ./second-factor.ts, which imports this module).
import { chunk } from './chunk.js';

// `/* @__PURE__ */`: a bundle that never calls a loader drops it, and the chunk with it.

/** `<auth-login passkeys>`'s passkey UI. */
export const loadPasskeyUi = /* @__PURE__ */ chunk(
  () => import('./passkey-ui.js'),
  'passkeys in the elements',
);

/** `<auth-signup passkeys>`'s passkey way. */
export const loadPasskeySignup = /* @__PURE__ */ chunk(
  () => import('./passkey-signup.js'),
  'passkeys in the elements',
);

/** The second-factor step. */
export const loadMfaStep = /* @__PURE__ */ chunk(() => import('./mfa-step.js'), 'the second-factor step');

/** <auth-provider>'s silent renewal. */
export const loadRenewal = /* @__PURE__ */ chunk(
  () => import('../components/auth-provider/renewal.js'),
  'the session renewer',
);

/** The brands' marks of the social icons. */
export const loadSocialMarks = /* @__PURE__ */ chunk(() => import('./social-marks.js'), 'the social logos');

/** The join screen of a page opened from an invitation link. */
export const loadInvitationJoin = /* @__PURE__ */ chunk(
  () => import('./invitation-join.js'),
  'the invitation',
);

/** The enterprise connections of `<auth-login>` and `<auth-signup>`. */
export const loadEnterprise = /* @__PURE__ */ chunk(() => import('./enterprise.js'), 'enterprise sign-in');

/** `<auth-login mode="popup">`'s log-in. */
export const loadPopupLogin = /* @__PURE__ */ chunk(
  () => import('../components/auth-login/popup-login.js'),
  'the popup',
);

/** <auth-profile>'s sign-in methods. */
export const loadSignInMethods = /* @__PURE__ */ chunk(
  () => import('../components/auth-profile/sign-in-methods.js'),
  'the sign-in methods',
);
