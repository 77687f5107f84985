// The English strings only <auth-change-password> shows: its entry registers them (`registerEnglish` in
// ../i18n.ts), so a page without it never downloads them. The rest of the English dictionary: ./en.ts.

/** <auth-change-password>'s English strings. */
export const changePasswordStrings = {
  changePasswordTitle: 'Reset your password',
  changePasswordIntro: 'Enter your email and we will send you a link to reset your password.',
  changePasswordSubmit: 'Send reset link',
  changePasswordDone: 'Check your email for a link to reset your password.',
  changePasswordPending: 'Sending…',
  backToLogin: 'Back to log in',
} as const;
