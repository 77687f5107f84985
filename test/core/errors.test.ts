// AuthError and the one mapping of anything an asynchronous flow threw to it (`toAuthError`, in
// src/core/errors.ts): the core's promises and callbacks settle through it, the elements' operations too.
import { expect } from '@open-wc/testing';
import { AuthError, toAuthError } from '../../src/core/errors.js';

describe('toAuthError', () => {
  it('keeps an AuthError as it is', () => {
    const error = new AuthError({ code: 'login_required', description: 'Login required' });
    expect(toAuthError(error)).to.equal(error);
  });

  it("keeps an AuthError-like object's code and fields (another copy of the library), its mfaToken not enumerable", () => {
    const foreign = {
      name: 'AuthError',
      code: 'mfa_required',
      description: 'Multifactor authentication required',
      error: 'mfa_required',
      statusCode: 403,
      mfaRequirements: { challenge: [{ type: 'otp' }] },
    };
    Object.defineProperty(foreign, 'mfaToken', { value: 'mfa-token-1' });
    const error = toAuthError(foreign);
    expect(error).to.be.instanceOf(AuthError);
    expect(error).to.include({
      code: 'mfa_required',
      description: 'Multifactor authentication required',
      error: 'mfa_required',
      statusCode: 403,
      original: foreign,
    });
    expect(error.mfaToken).to.equal('mfa-token-1');
    expect(error.mfaRequirements).to.deep.equal({ challenge: [{ type: 'otp' }] });
    expect(Object.keys(error)).not.to.include('mfaToken');
    expect(JSON.stringify(error)).not.to.contain('mfa-token-1');
    expect(error.unverified).to.equal(undefined);
  });

  it("keeps an AuthError-like object's unverified mark, and its code as the description when it has none", () => {
    const error = toAuthError({ code: 'access_denied', unverified: true });
    expect(error).to.include({ code: 'access_denied', description: 'access_denied', unverified: true });
  });

  it('makes anything else an unexpected request_error with the failure as its cause', () => {
    const failure = new RangeError('out of range');
    expect(toAuthError(failure)).to.include({
      code: 'request_error',
      description: 'out of range',
      cause: failure,
    });
    expect(toAuthError('broken')).to.include({ code: 'request_error', description: 'broken' });
    expect(toAuthError({ code: 'no_such_code', description: 'x' })).to.include({ code: 'request_error' });
  });
});
