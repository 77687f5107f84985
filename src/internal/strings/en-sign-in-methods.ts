// The English strings of <auth-profile>'s sign-in methods (passkeys, two-step verification): the code
// of those sections, loaded on demand (../../components/auth-profile/sign-in-methods.ts), registers
// them (`registerEnglish` in ../i18n.ts), so a profile without them never downloads them.

/** Messages for the sections' scoped error codes (see `errorMessages` in ./en.ts). */
export const signInMethodsErrorMessages = {
  'passkeys.passkey_cancelled': 'No passkey was created. Try again when you are ready.',
  'passkeys.passkey_exists': 'This device already has a passkey for your account.',
  'passkeys.passkey_timeout': 'The passkey request timed out. Try again when you are ready.',
  'passkeys.passkey_not_allowed':
    'This browser does not allow passkeys for this service on this page. The site owner needs to fix it.',
  'passkeys.passkey_not_supported':
    'This browser cannot create passkeys here. Try another browser or device.',
  'passkeys.not_found': 'This passkey no longer exists. Reload the page to see your passkeys.',
  'twoStep.too_many_attempts': 'Too many wrong codes. Wait a few minutes, then try again.',
} as const;

/** The sections' English strings. */
export const signInMethodsStrings = {
  profileMethodsLoading: 'Loading your sign-in methods…',
  profileMethodsConsent: 'This page needs your permission to show and change how you sign in.',
  profileMethodsLoginRequired: 'Your session has ended, so this page cannot show how you sign in.',
  /** A database account without a password (the My Account API lists none for it). */
  profileIdentityPasskey: 'Email and passkey',
  profilePasskeysTitle: 'Passkeys',
  profilePasskeysIntro: 'Sign in with your fingerprint, face or screen lock instead of a password.',
  profilePasskeysEmpty: 'You have no passkeys yet.',
  profilePasskeyUnnamed: 'Passkey',
  profilePasskeyCreated: 'Created {date}',
  profilePasskeyLastUsed: 'Last used {date}',
  profilePasskeyNeverUsed: 'Not used to sign in yet',
  profilePasskeySynced: 'Synced across your devices',
  profilePasskeyDeviceBound: 'Only on the device that created it',
  profilePasskeyAdd: 'Add a passkey',
  profilePasskeyAdding: 'Waiting for your browser’s passkey prompt…',
  profilePasskeyAdded: 'The passkey was added. You can now sign in with it.',
  profilePasskeyRename: 'Rename',
  profilePasskeyRenameLabel: 'Rename {name}',
  profilePasskeyNameLabel: 'Passkey name',
  profilePasskeyNameHint: 'Enter saves, Escape cancels.',
  profilePasskeyNameRequired: 'Enter a name for the passkey.',
  profilePasskeySave: 'Save',
  profilePasskeyCancel: 'Cancel',
  profilePasskeyRenamed: 'The passkey was renamed.',
  profilePasskeyDelete: 'Delete',
  profilePasskeyDeleteLabel: 'Delete {name}',
  profilePasskeyDeleteTitle: 'Delete {name}?',
  profilePasskeyDeleteText:
    'You will no longer be able to sign in with this passkey, on this device or any other that has it. Your other ways to sign in stay as they are.',
  profilePasskeyDeleteConfirm: 'Delete passkey',
  profilePasskeyDeleted:
    'The passkey was deleted. If your device still offers it, remove it in the device’s passkey settings.',
  profilePasskeyDeletedSignalled: 'The passkey was deleted, and your browser was told to stop offering it.',
  profileMfaTitle: 'Two-step verification',
  profileMfaIntro:
    'After your password, sign-in asks for a code from an app on your phone, so a stolen password alone is not enough.',
  profileMfaTotp: 'Authenticator app',
  profileMfaRecovery: 'Recovery code',
  profileMfaStatusOn: 'On since {date}',
  profileMfaStatusOff: 'Not set up',
  profileMfaStatusUnsaved: 'Shown below. It works once you select “I saved it”.',
  profileMfaSetUp: 'Set up an authenticator app',
  profileMfaStarting: 'Preparing the setup…',
  profileMfaScan:
    'Scan this QR code with your authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.',
  profileMfaQrLabel: 'QR code for your authenticator app',
  profileMfaManual: 'Can’t scan it? Enter this key in the app instead:',
  profileMfaCopyKey: 'Copy key',
  profileMfaCopied: 'Copied.',
  profileMfaCopyFailed: 'Could not copy. Select the text and copy it yourself.',
  profileMfaCodeLabel: 'Code from the app',
  profileMfaCodeHint: 'The 6-digit code the app shows now.',
  profileMfaCodeRequired: 'Enter the 6-digit code from your authenticator app.',
  profileMfaVerify: 'Turn on',
  profileMfaVerifying: 'Checking the code…',
  profileMfaCancel: 'Cancel',
  profileMfaRecoveryTitle: 'Save your recovery code',
  profileMfaRecoveryText:
    'If you lose your phone, this code lets you sign in once instead of a code from the app. It is shown only now: copy it, download it or write it down, and keep it somewhere safe. It works only after you select “I saved it”.',
  profileMfaRecoveryLabel: 'Your recovery code',
  profileMfaCopyCode: 'Copy code',
  profileMfaDownload: 'Download',
  profileMfaDownloadText: 'Recovery code for {site}: {code}',
  profileMfaSaved: 'I saved it',
  profileMfaRecoveryCreate: 'Create a recovery code',
  profileMfaEnrolled: 'Two-step verification is on. Sign-in will ask for a code from your app.',
  profileMfaRecoverySavedNotice: 'Your recovery code is set up.',
  profileMfaRemove: 'Remove',
  profileMfaRemoveLabel: 'Remove {factor}',
  profileMfaRemoveTitle: 'Remove {factor}?',
  profileMfaRemoveTotpText:
    'Sign-in will no longer ask for a code from this app. Your password and your other ways to sign in stay as they are.',
  profileMfaRemoveRecoveryText:
    'Your recovery code will no longer let you sign in. You can create a new one afterwards.',
  profileMfaRemoveConfirm: 'Remove',
  profileMfaRemoving: 'Removing…',
  profileMfaRemoved: '{factor} was removed.',
  profileMfaWrongCode:
    'That code is not right. Check that your phone’s clock is correct, then enter the code the app shows now.',
  profileMfaExpired: 'This setup has expired. Cancel and start again.',
} as const;
