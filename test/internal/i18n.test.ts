import { expect } from '@open-wc/testing';
import { AuthError } from '../../src/core/index.js';
import type { AuthErrorCode } from '../../src/core/index.js';
import {
  clearLanguages,
  errorMessage,
  format,
  loadLanguage,
  registerEnglish,
  registerLanguage,
  resolveStrings,
} from '../../src/internal/i18n.js';
import { englishStrings } from '../english.js';
import {
  passwordlessErrorMessages,
  passwordlessStrings,
} from '../../src/internal/strings/en-passwordless.js';
import { signupErrorMessages, signupStrings } from '../../src/internal/strings/en-signup.js';

// As on a page with <auth-passwordless> and <auth-signup>, whose entries register their English.
registerEnglish(passwordlessStrings, passwordlessErrorMessages);
registerEnglish(signupStrings, signupErrorMessages);

const authError = (code: AuthErrorCode, description = 'from the service'): AuthError =>
  new AuthError({ code, description });

describe('internal/i18n', () => {
  afterEach(() => clearLanguages());

  describe('format', () => {
    it('fills placeholders as text and leaves unknown ones', () => {
      expect(format('Continue with {provider}', { provider: '<b>Google</b>' })).to.equal(
        'Continue with <b>Google</b>',
      );
      expect(format('{a} and {b}', { a: 1 })).to.equal('1 and {b}');
    });
  });

  describe('registerEnglish', () => {
    it("adds an element's English, which the sign-in elements' dictionary does not carry", () => {
      // This page imports no account screen: their strings are not in the dictionary yet.
      expect(Object.hasOwn(resolveStrings(), 'profileTitle')).to.equal(false);
      expect(resolveStrings({ profileTitle: 'Votre profil' }).profileTitle).to.equal(undefined);
      registerEnglish({ profileTitle: 'Your profile' }, { 'permissionsRead.login_required': 'Log in.' });
      expect(resolveStrings().profileTitle).to.equal('Your profile');
      expect(resolveStrings({ profileTitle: 'Votre profil' }).profileTitle).to.equal('Votre profil');
      expect(resolveStrings().errors['permissionsRead.login_required']).to.equal('Log in.');
      expect(Object.hasOwn(resolveStrings(), 'profileTitle')).to.equal(true);
    });
  });

  describe('resolveStrings', () => {
    it('layers overrides over English, a later layer winning', () => {
      const strings = resolveStrings(
        { loginSubmit: 'Se connecter', password: 'Mot de passe' },
        { loginSubmit: 'Sign in', errors: { access_denied: 'Nope.' } },
      );
      expect(strings.loginSubmit).to.equal('Sign in');
      expect(strings.password).to.equal('Mot de passe');
      expect(strings.email).to.equal(englishStrings.email);
      expect(strings.errors.access_denied).to.equal('Nope.');
      expect(strings.errors.blocked_user).to.equal(englishStrings.errors.blocked_user);
    });

    it('ignores unknown keys and values that are not strings', () => {
      const overrides = { loginSubmit: undefined, notAKey: 'x' } as unknown as Parameters<
        typeof resolveStrings
      >[0];
      const strings = resolveStrings(overrides);
      expect(strings.loginSubmit).to.equal(englishStrings.loginSubmit);
      expect(strings).not.to.have.property('notAKey');
    });
  });

  describe('errorMessage', () => {
    it('has a message for each code the elements must explain', () => {
      const codes: AuthErrorCode[] = [
        'access_denied',
        'blocked_user',
        'password_leaked',
        'too_many_attempts',
        'origin_not_allowed',
        'network_error',
        'timeout',
        'popup_blocked',
        'popup_closed',
        'login_required',
        'user_exists',
        'invalid_password',
      ];
      for (const code of codes) {
        const message = errorMessage(authError(code), englishStrings);
        expect(message, code).to.equal(englishStrings.errors[code]);
        expect(message, code).not.to.equal('from the service');
      }
    });

    it('prefers a scoped message', () => {
      const error = authError('access_denied');
      expect(errorMessage(error, englishStrings, 'passwordless')).to.equal(
        englishStrings.errors['passwordless.access_denied'],
      );
      expect(errorMessage(error, englishStrings, 'unknown-scope')).to.equal(
        englishStrings.errors.access_denied,
      );
    });

    it("shows the service's description only when there is no message for the code", () => {
      expect(errorMessage(authError('invalid_request', 'Missing email.'), englishStrings)).to.equal(
        'Missing email.',
      );
      expect(errorMessage(authError('invalid_request', '  '), englishStrings)).to.equal(
        englishStrings.errors.generic,
      );
    });

    it("says the form is misconfigured for a request_error caused by a TypeError (the page's mistake)", () => {
      const misconfigured = (cause: unknown): AuthError =>
        new AuthError({ code: 'request_error', description: 'for the developer', cause });
      expect(errorMessage(misconfigured(new TypeError('"domain" is required')), englishStrings)).to.equal(
        englishStrings.errors.misconfigured,
      );
      // Any other unexpected failure keeps the "try again" message.
      expect(errorMessage(misconfigured(new Error('a bug')), englishStrings)).to.equal(
        englishStrings.errors.request_error,
      );
    });
  });

  describe('language registry', () => {
    it('loads a registered pack once, and falls back to the base language', async () => {
      let loads = 0;
      registerLanguage('kl', async () => {
        loads += 1;
        return { default: { loginSubmit: 'Iserit' } };
      });
      // kl-GL has a pack: its base language's.
      expect(await loadLanguage('kl-GL')).to.deep.equal({ loginSubmit: 'Iserit' });
      expect(await loadLanguage('KL')).to.deep.equal({ loginSubmit: 'Iserit' });
      expect(loads).to.equal(1);
    });

    it('prefers the regional pack and resolves English without one', async () => {
      registerLanguage('kl', async () => ({ loginSubmit: 'Iserit' }));
      registerLanguage('kl-GL', async () => ({ loginSubmit: 'Iserit!' }));
      expect(await loadLanguage('kl_GL')).to.deep.equal({ loginSubmit: 'Iserit!' });
      expect(await loadLanguage('en')).to.equal(undefined);
      expect(await loadLanguage('')).to.equal(undefined);
    });

    it('retries a loader that failed', async () => {
      let attempts = 0;
      registerLanguage('fr', async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { loginSubmit: 'Se connecter' };
      });
      let failure: unknown;
      await loadLanguage('fr').catch((error: unknown) => {
        failure = error;
      });
      expect(failure).to.be.instanceOf(Error);
      expect(await loadLanguage('fr')).to.deep.equal({ loginSubmit: 'Se connecter' });
    });

    it('rejects a registration without a language tag', () => {
      expect(() => registerLanguage(' ', async () => ({}))).to.throw(TypeError);
    });
  });
});
