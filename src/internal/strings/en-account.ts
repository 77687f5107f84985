// The English strings only the account screens show (<auth-profile>, <api-permissions-editor>; and
// <auth-organization-members>, whose own are ./en-organization-members.ts): those elements' entries
// register them (`registerEnglish` in ../i18n.ts), so a page with only the sign-in elements never
// downloads them. The rest of the English dictionary: ./en.ts.

/** Messages for the account screens' scoped error codes (see `errorMessages` in ./en.ts). */
export const accountErrorMessages = {
  // <api-permissions-editor>: reading (permissionsRead) and saving (permissionsUpdate) an API's permissions
  'permissionsRead.insufficient_scope':
    'Your access token does not include the read:resource_servers permission, which showing the permissions of this API needs. Ask an administrator of the account to grant it to you, then log in again.',
  'permissionsUpdate.insufficient_scope':
    'Your access token does not include the update:resource_servers permission, which saving the permissions of this API needs. Your changes are kept: ask an administrator of the account to grant it to you, log in again, then save.',
  'permissionsRead.login_required': 'Log in to manage the permissions of this API.',
  'permissionsUpdate.login_required': 'Your session has ended. Log in again, then save.',
  'permissionsRead.consent_required':
    'This page has not been allowed to manage API permissions yet. Log in again here to allow it.',
  'permissionsRead.invalid_token':
    'Your access token is not valid for the Management API or has expired. Log in again.',
  'permissionsUpdate.invalid_token':
    'Your access token is not valid for the Management API or has expired. Log in again, then save.',
  'permissionsRead.inexistent_resource_server': 'There is no API with this identifier. Check the api-id.',
  'permissionsUpdate.inexistent_resource_server': 'This API no longer exists.',
  'permissionsUpdate.operation_not_supported':
    'The permissions of this API cannot be changed: it is a system API.',
} as const;

/** The account screens' English strings. */
export const accountStrings = {
  // <auth-profile>
  profileTitle: 'Your profile',
  profileSave: 'Save',
  profileSaved: 'Your profile was saved.',
  notSignedIn: 'You are not signed in.',
  // <auth-profile>
  profileLoading: 'Loading your profile…',
  profileRetry: 'Try again',
  profileEmailVerified: 'Verified',
  profileEmailUnverified: 'Not verified',
  profileMetadataTitle: 'Your details',
  profileMetadataHint: 'Text is saved as written. Choose JSON for numbers, true or false, lists and objects.',
  profileMetadataEmpty: 'No details yet.',
  profileNewField: 'New field',
  profileFieldName: 'Name',
  profileFieldValue: 'Value',
  profileFieldType: 'Type of {key}',
  profileNewFieldType: 'Type of the new field',
  profileTypeText: 'Text',
  profileTypeJson: 'JSON',
  profileRemove: 'Remove',
  profileRemoveField: 'Remove {key}',
  profileKeep: 'Keep',
  profileKeepField: 'Keep {key}',
  profileFieldRemoved: 'Removed when you save.',
  profileAddField: 'Add a field',
  profileSaving: 'Saving…',
  profileNothingToSave: 'There are no changes to save.',
  profileInvalidJson: 'This is not valid JSON. Examples: 42, true, "text", [1, 2] or {"a": 1}.',
  profileEmptyJson: 'Enter a JSON value, such as 42, true or "text".',
  profileNullValue: 'null would remove this field. To remove it, use Remove.',
  profileKeyRequired: 'Enter a name for the field.',
  profileKeyDuplicate: 'There is already a field named {key}.',
  profileIdentitiesTitle: 'Linked accounts',
  profileIdentityPassword: 'Email and password',
  profileIdentityMain: 'Main account',
  profileUnlink: 'Unlink',
  profileUnlinkAccount: 'Unlink {account}',
  profileUnlinkTitle: 'Unlink {account}?',
  profileUnlinkRule:
    'It becomes a separate user again: logging in with it opens its own profile, not this one. It does not take the details of this profile with it.',
  profileUnlinkPending: 'Unlinking the account…',
  profileUnlinked: 'The account was unlinked. It is a separate user again.',
  profileUnlinkGone: 'This account was no longer linked to your profile.',
  profileActionUnlink: 'unlink accounts',
  profileChangePassword: 'Change password',
  profileChangePasswordOf: 'Change password for {account}',
  profilePasswordPending: 'Sending the email…',
  profilePasswordSent: 'We sent an email to {email} with a link to choose a new password.',
  profileLinkButton: 'Link another account',
  profileLinkConfirmTitle: 'Link another account?',
  profileLinkRuleMerged:
    'The other account becomes part of this profile. It stops existing on its own: logging in with it opens this profile.',
  profileLinkRuleMetadata:
    'The other account’s details are not copied into this profile; they are lost, even if you unlink it later.',
  profileLinkChoose: 'Log in to the account you want to link:',
  profileLinkWith: 'Log in with {provider}',
  profileLinkDatabase: 'an email and password',
  profileLinkCancel: 'Cancel',
  profileLinkPending: 'Waiting for the other account’s sign-in window…',
  profileLinked: 'The account was linked.',
  profileLinkSameAccount:
    'That is the account you are using now. Log in with a different account to link it.',
  profileMissingPermission: 'This page lacks the “{permission}” permission, which it needs to {action}.',
  profileActionRead: 'show your profile',
  profileActionSave: 'save your details',
  profileActionRemove: 'remove details',
  profileActionLink: 'link accounts',
  consentRequired: 'This page needs your permission to read and change your account’s data.',
  profileLoginRequired: 'Your session has ended, so this page cannot open your profile.',
  grantAccessHint: 'Select “Grant access” and log in to allow it.',
  profileOwnerHint:
    'Log out and log in again; if that does not help, the site needs to ask for it when you log in.',
  grantAccess: 'Grant access',
  grantAccessPending: 'Waiting for the sign-in window…',
  profileAccessGranted: 'Access granted. Try again.',
  // API permissions editor
  permissionsTitle: 'Permissions',
  permissionsSignedOut: 'Log in to manage the permissions of this API.',
  permissionValue: 'Permission',
  permissionDescription: 'Description',
  permissionAdd: 'Add permission',
  permissionRemove: 'Remove {permission}',
  permissionsSave: 'Save permissions',
  permissionsSaved: 'The permissions were saved.',
  permissionsEmpty: 'This API has no permissions yet.',
  permissionsOf: '{api} ({identifier})',
  permissionsLoading: 'Loading permissions…',
  permissionsSaving: 'Saving…',
  permissionsChange: 'Change',
  permissionsActions: 'Actions',
  permissionAdded: 'Added',
  permissionRemoved: 'To be removed',
  permissionRemoveShort: 'Remove',
  permissionRestoreShort: 'Restore',
  permissionRestore: 'Restore {permission}',
  permissionNew: 'New permission',
  permissionValueHint: 'A name without spaces, such as read:reports.',
  permissionValueRequired: 'Enter a permission name.',
  permissionValueWhitespace: 'A permission name cannot contain spaces.',
  permissionValueReserved:
    '“{permission}” is a reserved name and cannot be an API permission. Choose another name.',
  permissionValueDuplicate: 'This API already has the permission “{permission}”.',
  permissionsDirty: 'Unsaved changes: {added} added, {removed} removed.',
  permissionsDiscard: 'Discard changes',
  permissionsRemoveAll: 'Remove all permissions',
  permissionsRemoveAllTitle: 'Remove all permissions?',
  permissionsRemoveAllText:
    'This removes every permission of {api} right away, including changes not saved yet. Applications will no longer be able to request them.',
  permissionsRemoveAllConfirm: 'Remove all',
  permissionsRemovingAll: 'Removing all permissions…',
  permissionsRemovedAll: 'All permissions were removed.',
  permissionsCancel: 'Cancel',
  permissionsSwitchPrompt:
    'You have unsaved changes to the permissions of {api}. Save them, or discard them to show {next}.',
  permissionsSaveAndContinue: 'Save and continue',
  permissionsDiscardAndContinue: 'Discard and continue',
} as const;
