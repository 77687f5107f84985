// The English strings only <auth-passwordless> shows: its entry registers them (`registerEnglish` in
// ../i18n.ts), so a page without it never downloads them. The rest of the English dictionary: ./en.ts.

/**
 * Messages for passwordless failures: a wrong code, an expired one, one spent by too many wrong tries
 * (`expired`, `too_many_codes`: what the service's description says, see the element), and the service's
 * identifiers (`error.error`) for a malformed address.
 */
export const passwordlessErrorMessages = {
  'passwordless.access_denied': 'That code is not right. Check it and try again.',
  'passwordless.invalid_grant': 'That code is not right. Check it and try again.',
  'passwordless.expired': 'This code has expired. Send a new code and try again.',
  'passwordless.too_many_codes':
    'Too many wrong codes: this code no longer works. Send a new code and try again.',
  'passwordless.bad_email': 'Enter a valid email address, such as name@example.com.',
  'passwordless.bad_phone_number': 'Enter the phone number in international format, such as +15551234567.',
} as const;

/** <auth-passwordless>'s English strings. */
export const passwordlessStrings = {
  passwordlessTitle: 'Log in without a password',
  passwordlessIntroEmail: 'We send a one-time code by email.',
  passwordlessIntroSms: 'We send a one-time code by text message.',
  passwordlessIntroEmailLink: 'We send a one-time link by email.',
  passwordlessIntroSmsLink: 'We send a one-time link by text message.',
  passwordlessAddressFormCode: 'Get a login code',
  passwordlessAddressFormLink: 'Get a login link',
  passwordlessCodeForm: 'Enter your login code',
  passwordlessLinkForm: 'Didn’t get the link?',
  passwordlessEmailSubmit: 'Send me a code',
  passwordlessSmsSubmit: 'Send me a code',
  passwordlessLinkSubmit: 'Send me a link',
  passwordlessCodeSent: 'We sent a code to {destination}.',
  passwordlessLinkSent: 'We sent a link to {destination}. Open it to log in.',
  passwordlessCodeSubmit: 'Log in',
  passwordlessResend: 'Send a new code',
  passwordlessChangeEmail: 'Use a different email',
  passwordlessChangePhone: 'Use a different phone number',
  passwordlessPhoneHint: 'Include the country code, such as +15551234567.',
  passwordlessSending: 'Sending…',
  passwordlessVerifying: 'Checking the code…',
  passwordlessResendLink: 'Send a new link',
  passwordlessResendCountdown: '{label} ({seconds} s)',
  passwordlessResendWait: 'You can ask for a new one in {seconds, plural, one {# second} other {# seconds}}.',
  passwordlessResendReady: 'You can now ask for a new one.',
  passwordlessRedirecting: 'Code accepted. Logging you in…',
} as const;
