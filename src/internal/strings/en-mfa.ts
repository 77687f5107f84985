// The English strings of the second-factor step (../mfa-step.ts): the step registers them when it is
// loaded (`registerEnglish` in ../i18n.ts), so a login page whose users never meet a second factor never
// downloads them. The rest of the English dictionary: ./en.ts.

/** The second-factor step's English strings. */
export const mfaStrings = {
  mfaTitle: 'Two-step verification',
  mfaCodeIntro: 'Enter the code from your authenticator app.',
  mfaCodeLabel: 'Authentication code',
  mfaRecoveryIntro: 'Enter the recovery code you saved when you set up two-step verification.',
  mfaRecoveryLabel: 'Recovery code',
  mfaSubmit: 'Verify',
  mfaPending: 'Verifying…',
  mfaUseRecovery: 'Use a recovery code instead',
  mfaUseCode: 'Use your authenticator app instead',
  mfaRestart: 'Start again',
  mfaCodeFormat: 'Enter the code: digits only.',
  mfaNewRecoveryTitle: 'Save your new recovery code',
  mfaNewRecoveryIntro:
    'The recovery code you used no longer works. This is your new one, shown only this once: keep it somewhere safe.',
  mfaCopy: 'Copy',
  mfaCopied: 'Copied.',
  mfaCopyFailed: 'Could not copy. Select the code and copy it yourself.',
  mfaSaved: 'I saved it',
  mfaStepUpIntro: 'To continue, confirm it’s you with a second step.',
  mfaCancel: 'Cancel',
} as const;

/** The step's messages for the service's answers (scope `mfa`, see `errorMessage` in ../i18n.ts). */
export const mfaErrorMessages = {
  'mfa.invalid_grant': 'That code is not right. Check it and try again.',
  'mfa.access_denied': 'That code is not right. Check it and try again.',
  'mfaRecovery.invalid_grant':
    'That recovery code is not right, or it was used already. Check it and try again.',
  'mfa.too_many_attempts':
    'Too many wrong codes. Sign-in is blocked for now; check your email for how to unblock your account.',
  'mfa.too_many_codes': 'Too many wrong codes for this sign-in. Start again to get a new step.',
  'mfa.expired': 'This step has expired. Start again to get a new one.',
  'mfa.mfa_required': 'This account needs a second sign-in step that is not available here.',
} as const;
