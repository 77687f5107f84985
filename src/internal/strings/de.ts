// German (Deutsch): every key of the English dictionary (./en.ts), loaded on demand for `lang="de"`
// (and `de-AT`, `de-CH`, …). Formal address (Sie). Placeholders `{name}` as in English.
import type { Translation } from '../i18n.js';

const de: Translation = {
  // Organizations (invitation, switcher)
  joinTitle: '{organization} beitreten',
  joinTitleUnnamed: 'Einladung annehmen',
  joinIntro:
    'Sie wurden eingeladen, {organization} beizutreten. Melden Sie sich mit der E-Mail-Adresse an, an die die Einladung ging, oder erstellen Sie damit Ihr Konto.',
  joinIntroUnnamed:
    'Sie wurden eingeladen, einer Organisation beizutreten. Melden Sie sich mit der E-Mail-Adresse an, an die die Einladung ging, oder erstellen Sie damit Ihr Konto.',
  joinSubmit: 'Einladung annehmen',
  joinPending: 'Ihre Einladung wird geöffnet …',
  joinFailed:
    'Diese Einladung konnte nicht angenommen werden: Sie ist vielleicht abgelaufen, schon verwendet oder für ein anderes Konto bestimmt.',
  joinLoginInstead: 'Ohne Einladung anmelden',
  orgSwitcherLabel: 'Organisation',
  orgCurrent: 'Organisation: {organization}. Organisation wechseln',
  orgMenuLabel: 'Ihre Organisationen',
  orgPersonal: 'Persönliches Konto',
  orgChooseAnother: 'Andere Organisation wählen',
  orgSwitching: 'Wechsel zu {organization} …',
  orgSignedOut: 'Nicht angemeldet',
  // Shared
  email: 'E-Mail-Adresse',
  username: 'Benutzername',
  emailOrUsername: 'E-Mail-Adresse oder Benutzername',
  password: 'Passwort',
  phone: 'Telefonnummer',
  code: 'Code',
  or: 'oder',
  pending: 'Bitte warten …',
  // Password fields
  showPassword: 'Passwort anzeigen',
  capsLockOn: 'Die Feststelltaste ist aktiviert.',
  // Login
  loginTitle: 'Anmelden',
  loginSubmit: 'Anmelden',
  loginPending: 'Anmeldung läuft …',
  loginDone: 'Sie sind angemeldet.',
  continueWith: 'Weiter mit {provider}',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  signupLink: 'Registrieren',
  loginRedirecting: 'Weiterleitung …',
  enterpriseNotice: 'Ihr Unternehmen meldet Sie an.',
  loginPopupPending: 'Warten auf das Anmeldefenster …',
  socialGroup: 'Mit einem anderen Konto anmelden',
  providerGoogle: 'Google',
  providerGithub: 'GitHub',
  providerFacebook: 'Facebook',
  providerApple: 'Apple',
  providerMicrosoft: 'Microsoft',
  providerLinkedin: 'LinkedIn',
  providerTwitter: 'X',
  // Passwordless
  passwordlessTitle: 'Ohne Passwort anmelden',
  passwordlessIntroEmail: 'Wir senden Ihnen einen Einmalcode per E-Mail.',
  passwordlessIntroSms: 'Wir senden Ihnen einen Einmalcode per SMS.',
  passwordlessIntroEmailLink: 'Wir senden Ihnen einen Einmal-Link per E-Mail.',
  passwordlessIntroSmsLink: 'Wir senden Ihnen einen Einmal-Link per SMS.',
  passwordlessAddressFormCode: 'Anmeldecode anfordern',
  passwordlessAddressFormLink: 'Anmeldelink anfordern',
  passwordlessCodeForm: 'Anmeldecode eingeben',
  passwordlessLinkForm: 'Keinen Link erhalten?',
  passwordlessEmailSubmit: 'Code senden',
  passwordlessSmsSubmit: 'Code senden',
  passwordlessLinkSubmit: 'Link senden',
  passwordlessCodeSent: 'Wir haben einen Code an {destination} gesendet.',
  passwordlessLinkSent: 'Wir haben einen Link an {destination} gesendet. Öffnen Sie ihn, um sich anzumelden.',
  passwordlessCodeSubmit: 'Anmelden',
  passwordlessResend: 'Neuen Code senden',
  passwordlessChangeEmail: 'Andere E-Mail-Adresse verwenden',
  passwordlessChangePhone: 'Andere Telefonnummer verwenden',
  passwordlessPhoneHint: 'Mit Ländervorwahl, zum Beispiel +15551234567.',
  passwordlessSending: 'Wird gesendet …',
  passwordlessVerifying: 'Code wird geprüft …',
  passwordlessResendLink: 'Neuen Link senden',
  passwordlessResendCountdown: '{label} ({seconds} s)',
  passwordlessResendWait:
    'Sie können in {seconds, plural, one {# Sekunde} other {# Sekunden}} einen neuen anfordern.',
  passwordlessResendReady: 'Sie können jetzt einen neuen anfordern.',
  passwordlessRedirecting: 'Code akzeptiert. Sie werden angemeldet …',
  // Sign-up
  signupTitle: 'Konto erstellen',
  signupSubmit: 'Registrieren',
  signupEnterprise:
    'Mit einer Adresse bei {domain} melden Sie sich über Ihr Unternehmen an: Hier ist kein Konto nötig.',
  signupPending: 'Ihr Konto wird erstellt …',
  signupDone: 'Ihr Konto wurde erstellt.',
  haveAccount: 'Sie haben schon ein Konto?',
  loginLink: 'Anmelden',
  loginInstead: 'Stattdessen anmelden',
  signedInAs: 'Angemeldet als {name}',
  signupLoggingIn: 'Ihr Konto wurde erstellt. Sie werden angemeldet …',
  passwordPolicyTitle: 'Ihr Passwort muss Folgendes enthalten:',
  passwordPolicyLength: 'Mindestens {count} Zeichen',
  passwordPolicyClasses: 'Mindestens {count} dieser {total} Zeichenarten:',
  passwordPolicyLower: 'Kleinbuchstaben (a–z)',
  passwordPolicyUpper: 'Großbuchstaben (A–Z)',
  passwordPolicyDigit: 'Ziffern (0–9)',
  passwordPolicySpecial: 'Sonderzeichen (etwa !@#$%^&*)',
  passwordPolicyMet: 'Erfüllt:',
  passwordPolicyUnmet: 'Fehlt:',
  passwordPolicySatisfied: 'Ihr Passwort erfüllt alle Anforderungen.',
  // Change password
  changePasswordTitle: 'Passwort zurücksetzen',
  changePasswordIntro:
    'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie Ihr Passwort zurücksetzen können.',
  changePasswordSubmit: 'Link zum Zurücksetzen senden',
  changePasswordDone: 'Sehen Sie in Ihren E-Mails nach dem Link zum Zurücksetzen Ihres Passworts.',
  changePasswordPending: 'Wird gesendet …',
  backToLogin: 'Zurück zur Anmeldung',
  // Profile
  profileTitle: 'Ihr Profil',
  profileSave: 'Speichern',
  profileSaved: 'Ihr Profil wurde gespeichert.',
  logout: 'Abmelden',
  notSignedIn: 'Sie sind nicht angemeldet.',
  // <auth-profile>
  profileLoading: 'Ihr Profil wird geladen …',
  profileRetry: 'Erneut versuchen',
  profileEmailVerified: 'Bestätigt',
  profileEmailUnverified: 'Nicht bestätigt',
  profileMetadataTitle: 'Ihre Angaben',
  profileMetadataHint:
    'Text wird so gespeichert, wie Sie ihn eingeben. Wählen Sie JSON für Zahlen, true oder false, Listen und Objekte.',
  profileMetadataEmpty: 'Noch keine Angaben.',
  profileNewField: 'Neues Feld',
  profileFieldName: 'Name',
  profileFieldValue: 'Wert',
  profileFieldType: 'Typ von {key}',
  profileNewFieldType: 'Typ des neuen Felds',
  profileTypeText: 'Text',
  profileTypeJson: 'JSON',
  profileRemove: 'Entfernen',
  profileRemoveField: '{key} entfernen',
  profileKeep: 'Behalten',
  profileKeepField: '{key} behalten',
  profileFieldRemoved: 'Wird beim Speichern entfernt.',
  profileAddField: 'Feld hinzufügen',
  profileSaving: 'Wird gespeichert …',
  profileNothingToSave: 'Es gibt keine Änderungen zum Speichern.',
  profileInvalidJson: 'Das ist kein gültiges JSON. Beispiele: 42, true, "Text", [1, 2] oder {"a": 1}.',
  profileEmptyJson: 'Geben Sie einen JSON-Wert ein, zum Beispiel 42, true oder "Text".',
  profileNullValue: 'null würde dieses Feld entfernen. Verwenden Sie dazu „Entfernen“.',
  profileKeyRequired: 'Geben Sie einen Namen für das Feld ein.',
  profileKeyDuplicate: 'Es gibt bereits ein Feld namens {key}.',
  profileIdentitiesTitle: 'Verknüpfte Konten',
  profileIdentityPassword: 'E-Mail-Adresse und Passwort',
  profileIdentityMain: 'Hauptkonto',
  profileUnlink: 'Trennen',
  profileUnlinkAccount: '{account} trennen',
  profileUnlinkTitle: '{account} trennen?',
  profileUnlinkRule:
    'Es wird wieder ein eigener Benutzer: Wer sich damit anmeldet, öffnet dessen eigenes Profil, nicht dieses. Die Angaben dieses Profils nimmt es nicht mit.',
  profileUnlinkPending: 'Das Konto wird getrennt …',
  profileUnlinked: 'Das Konto wurde getrennt. Es ist wieder ein eigener Benutzer.',
  profileUnlinkGone: 'Dieses Konto war nicht mehr mit Ihrem Profil verknüpft.',
  profileActionUnlink: 'Konten zu trennen',
  profileChangePassword: 'Passwort ändern',
  profileChangePasswordOf: 'Passwort ändern für {account}',
  profilePasswordPending: 'Die E-Mail wird gesendet …',
  profilePasswordSent:
    'Wir haben eine E-Mail an {email} gesendet, mit einem Link zum Festlegen eines neuen Passworts.',
  profileLinkButton: 'Weiteres Konto verknüpfen',
  profileLinkConfirmTitle: 'Weiteres Konto verknüpfen?',
  profileLinkRuleMerged:
    'Das andere Konto wird Teil dieses Profils und existiert nicht mehr eigenständig: Wer sich damit anmeldet, öffnet dieses Profil.',
  profileLinkRuleMetadata:
    'Die Angaben des anderen Kontos werden nicht in dieses Profil übernommen; sie gehen verloren, auch wenn Sie die Verknüpfung später wieder lösen.',
  profileLinkChoose: 'Melden Sie sich bei dem Konto an, das Sie verknüpfen möchten:',
  profileLinkWith: 'Mit {provider} anmelden',
  profileLinkDatabase: 'E-Mail-Adresse und Passwort',
  profileLinkCancel: 'Abbrechen',
  profileLinkPending: 'Warten auf das Anmeldefenster des anderen Kontos …',
  profileLinked: 'Das Konto wurde verknüpft.',
  profileLinkSameAccount:
    'Das ist das Konto, das Sie gerade verwenden. Melden Sie sich mit einem anderen Konto an, um es zu verknüpfen.',
  profileMissingPermission:
    'Dieser Seite fehlt die Berechtigung „{permission}“, die sie braucht, um {action}.',
  profileActionRead: 'Ihr Profil anzuzeigen',
  profileActionSave: 'Ihre Angaben zu speichern',
  profileActionRemove: 'Angaben zu entfernen',
  profileActionLink: 'Konten zu verknüpfen',
  consentRequired: 'Diese Seite braucht Ihre Erlaubnis, um die Daten Ihres Kontos zu lesen und zu ändern.',
  profileLoginRequired: 'Ihre Sitzung ist abgelaufen, daher kann diese Seite Ihr Profil nicht öffnen.',
  grantAccessHint: 'Wählen Sie „Zugriff erlauben“ und melden Sie sich an, um es zu erlauben.',
  profileOwnerHint:
    'Melden Sie sich ab und wieder an. Hilft das nicht, muss die Website bei der Anmeldung danach fragen.',
  grantAccess: 'Zugriff erlauben',
  grantAccessPending: 'Warten auf das Anmeldefenster …',
  profileAccessGranted: 'Zugriff erlaubt. Versuchen Sie es erneut.',
  // API permissions editor
  permissionsTitle: 'Berechtigungen',
  permissionsSignedOut: 'Melden Sie sich an, um die Berechtigungen dieser API zu verwalten.',
  permissionValue: 'Berechtigung',
  permissionDescription: 'Beschreibung',
  permissionAdd: 'Berechtigung hinzufügen',
  permissionRemove: '{permission} entfernen',
  permissionsSave: 'Berechtigungen speichern',
  permissionsSaved: 'Die Berechtigungen wurden gespeichert.',
  permissionsEmpty: 'Diese API hat noch keine Berechtigungen.',
  permissionsOf: '{api} ({identifier})',
  permissionsLoading: 'Berechtigungen werden geladen …',
  permissionsSaving: 'Wird gespeichert …',
  permissionsChange: 'Änderung',
  permissionsActions: 'Aktionen',
  permissionAdded: 'Hinzugefügt',
  permissionRemoved: 'Wird entfernt',
  permissionRemoveShort: 'Entfernen',
  permissionRestoreShort: 'Wiederherstellen',
  permissionRestore: '{permission} wiederherstellen',
  permissionNew: 'Neue Berechtigung',
  permissionValueHint: 'Ein Name ohne Leerzeichen, zum Beispiel read:reports.',
  permissionValueRequired: 'Geben Sie einen Namen für die Berechtigung ein.',
  permissionValueWhitespace: 'Der Name einer Berechtigung darf keine Leerzeichen enthalten.',
  permissionValueReserved:
    '„{permission}“ ist ein reservierter Name und kann keine API-Berechtigung sein. Wählen Sie einen anderen Namen.',
  permissionValueDuplicate: 'Diese API hat die Berechtigung „{permission}“ bereits.',
  permissionsDirty: 'Nicht gespeicherte Änderungen: {added} hinzugefügt, {removed} entfernt.',
  permissionsDiscard: 'Änderungen verwerfen',
  permissionsRemoveAll: 'Alle Berechtigungen entfernen',
  permissionsRemoveAllTitle: 'Alle Berechtigungen entfernen?',
  permissionsRemoveAllText:
    'Damit werden alle Berechtigungen von {api} sofort entfernt, auch noch nicht gespeicherte Änderungen. Anwendungen können sie dann nicht mehr anfordern.',
  permissionsRemoveAllConfirm: 'Alle entfernen',
  permissionsRemovingAll: 'Alle Berechtigungen werden entfernt …',
  permissionsRemovedAll: 'Alle Berechtigungen wurden entfernt.',
  permissionsCancel: 'Abbrechen',
  permissionsSwitchPrompt:
    'Es gibt nicht gespeicherte Änderungen an den Berechtigungen von {api}. Speichern oder verwerfen Sie sie, um {next} anzuzeigen.',
  permissionsSaveAndContinue: 'Speichern und weiter',
  permissionsDiscardAndContinue: 'Verwerfen und weiter',
  // <auth-profile>: sign-in methods (passkeys, two-step verification)
  profileMethodsLoading: 'Ihre Anmeldemethoden werden geladen …',
  profileMethodsConsent:
    'Diese Seite braucht Ihre Erlaubnis, um Ihre Anmeldemethoden anzuzeigen und zu ändern.',
  profileMethodsLoginRequired:
    'Ihre Sitzung ist abgelaufen, daher kann diese Seite Ihre Anmeldemethoden nicht anzeigen.',
  profileIdentityPasskey: 'E-Mail-Adresse und Passkey',
  profilePasskeysTitle: 'Passkeys',
  profilePasskeysIntro:
    'Melden Sie sich mit Fingerabdruck, Gesicht oder Bildschirmsperre statt mit einem Passwort an.',
  profilePasskeysEmpty: 'Sie haben noch keine Passkeys.',
  profilePasskeyUnnamed: 'Passkey',
  profilePasskeyCreated: 'Erstellt am {date}',
  profilePasskeyLastUsed: 'Zuletzt verwendet am {date}',
  profilePasskeyNeverUsed: 'Noch nicht zur Anmeldung verwendet',
  profilePasskeySynced: 'Auf Ihren Geräten synchronisiert',
  profilePasskeyDeviceBound: 'Nur auf dem Gerät, das ihn erstellt hat',
  profilePasskeyAdd: 'Passkey hinzufügen',
  profilePasskeyAdding: 'Warten auf die Passkey-Abfrage Ihres Browsers …',
  profilePasskeyAdded: 'Der Passkey wurde hinzugefügt. Sie können sich jetzt damit anmelden.',
  profilePasskeyRename: 'Umbenennen',
  profilePasskeyRenameLabel: '{name} umbenennen',
  profilePasskeyNameLabel: 'Name des Passkeys',
  profilePasskeyNameHint: 'Eingabetaste speichert, Escape bricht ab.',
  profilePasskeyNameRequired: 'Geben Sie einen Namen für den Passkey ein.',
  profilePasskeySave: 'Speichern',
  profilePasskeyCancel: 'Abbrechen',
  profilePasskeyRenamed: 'Der Passkey wurde umbenannt.',
  profilePasskeyDelete: 'Löschen',
  profilePasskeyDeleteLabel: '{name} löschen',
  profilePasskeyDeleteTitle: '{name} löschen?',
  profilePasskeyDeleteText:
    'Sie können sich mit diesem Passkey nicht mehr anmelden, weder auf diesem Gerät noch auf anderen, die ihn haben. Ihre anderen Anmeldemethoden bleiben bestehen.',
  profilePasskeyDeleteConfirm: 'Passkey löschen',
  profilePasskeyDeleted:
    'Der Passkey wurde gelöscht. Falls Ihr Gerät ihn noch anbietet, entfernen Sie ihn in den Passkey-Einstellungen des Geräts.',
  profilePasskeyDeletedSignalled: 'Der Passkey wurde gelöscht, und Ihr Browser bietet ihn nicht mehr an.',
  profileMfaTitle: 'Bestätigung in zwei Schritten',
  profileMfaIntro:
    'Nach dem Passwort fragt die Anmeldung nach einem Code aus einer App auf Ihrem Telefon, damit ein gestohlenes Passwort allein nicht reicht.',
  profileMfaTotp: 'Authenticator-App',
  profileMfaRecovery: 'Wiederherstellungscode',
  profileMfaStatusOn: 'Aktiv seit {date}',
  profileMfaStatusOff: 'Nicht eingerichtet',
  profileMfaStatusUnsaved: 'Unten angezeigt. Er gilt, sobald Sie „Ich habe ihn gespeichert“ wählen.',
  profileMfaSetUp: 'Authenticator-App einrichten',
  profileMfaStarting: 'Die Einrichtung wird vorbereitet …',
  profileMfaScan:
    'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App, etwa Google Authenticator, Microsoft Authenticator oder 1Password.',
  profileMfaQrLabel: 'QR-Code für Ihre Authenticator-App',
  profileMfaManual: 'Scannen klappt nicht? Geben Sie stattdessen diesen Schlüssel in der App ein:',
  profileMfaCopyKey: 'Schlüssel kopieren',
  profileMfaCopied: 'Kopiert.',
  profileMfaCopyFailed: 'Kopieren nicht möglich. Markieren Sie den Text und kopieren Sie ihn selbst.',
  profileMfaCodeLabel: 'Code aus der App',
  profileMfaCodeHint: 'Der 6-stellige Code, den die App gerade anzeigt.',
  profileMfaCodeRequired: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  profileMfaVerify: 'Aktivieren',
  profileMfaVerifying: 'Der Code wird geprüft …',
  profileMfaCancel: 'Abbrechen',
  profileMfaRecoveryTitle: 'Speichern Sie Ihren Wiederherstellungscode',
  profileMfaRecoveryText:
    'Wenn Sie Ihr Telefon verlieren, können Sie sich mit diesem Code einmal statt mit einem Code aus der App anmelden. Er wird nur jetzt angezeigt: Kopieren, laden oder notieren Sie ihn und bewahren Sie ihn sicher auf. Er gilt erst, wenn Sie „Ich habe ihn gespeichert“ wählen.',
  profileMfaRecoveryLabel: 'Ihr Wiederherstellungscode',
  profileMfaCopyCode: 'Code kopieren',
  profileMfaDownload: 'Herunterladen',
  profileMfaDownloadText: 'Wiederherstellungscode für {site}: {code}',
  profileMfaSaved: 'Ich habe ihn gespeichert',
  profileMfaRecoveryCreate: 'Wiederherstellungscode erstellen',
  profileMfaEnrolled:
    'Die Bestätigung in zwei Schritten ist aktiv. Bei der Anmeldung wird nach einem Code aus Ihrer App gefragt.',
  profileMfaRecoverySavedNotice: 'Ihr Wiederherstellungscode ist eingerichtet.',
  profileMfaRemove: 'Entfernen',
  profileMfaRemoveLabel: '{factor} entfernen',
  profileMfaRemoveTitle: '{factor} entfernen?',
  profileMfaRemoveTotpText:
    'Bei der Anmeldung wird nicht mehr nach einem Code aus dieser App gefragt. Ihr Passwort und Ihre anderen Anmeldemethoden bleiben bestehen.',
  profileMfaRemoveRecoveryText:
    'Ihr Wiederherstellungscode ermöglicht keine Anmeldung mehr. Sie können danach einen neuen erstellen.',
  profileMfaRemoveConfirm: 'Entfernen',
  profileMfaRemoving: 'Wird entfernt …',
  profileMfaRemoved: '{factor} wurde entfernt.',
  profileMfaWrongCode:
    'Dieser Code stimmt nicht. Prüfen Sie die Uhrzeit Ihres Telefons und geben Sie den Code ein, den die App jetzt anzeigt.',
  profileMfaExpired: 'Diese Einrichtung ist abgelaufen. Brechen Sie ab und beginnen Sie neu.',
  // Passkeys (<auth-login passkeys>, <auth-signup passkeys>)
  passkeyLogin: 'Mit einem Passkey anmelden',
  passkeyLoginPending: 'Warten auf Ihren Passkey …',
  passkeySignup: 'Konto mit einem Passkey erstellen',
  passkeySignupPending: 'Ihr Passkey wird erstellt …',
  passkeySignupHint:
    'Geben Sie Ihre E-Mail-Adresse ein und bestätigen Sie dann mit Fingerabdruck, Gesicht oder Bildschirmsperre. Kein Passwort.',
  passkeyPasswordInstead: 'oder ein Passwort verwenden',
  passkeyNoneHere:
    'Kein Passkey auf diesem Gerät? Verwenden Sie Ihr Passwort oder melden Sie sich auf dem Gerät mit Ihrem Passkey an.',
  passkeyUsePassword: 'Passwort verwenden',
  passkeyUpgradeTitle: 'Beim nächsten Mal schneller anmelden',
  passkeyUpgradeText:
    'Erstellen Sie einen Passkey: Melden Sie sich mit Fingerabdruck, Gesicht oder Bildschirmsperre statt mit einem Passwort an.',
  passkeyUpgradeCreate: 'Passkey erstellen',
  passkeyUpgradeNotNow: 'Jetzt nicht',
  passkeyCreated: 'Ihr Passkey wurde erstellt. Melden Sie sich beim nächsten Mal damit an.',
  // Errors
  // The second-factor step
  mfaTitle: 'Bestätigung in zwei Schritten',
  mfaCodeIntro: 'Geben Sie den Code aus Ihrer Authenticator-App ein.',
  mfaCodeLabel: 'Bestätigungscode',
  mfaRecoveryIntro:
    'Geben Sie den Wiederherstellungscode ein, den Sie beim Einrichten der Bestätigung in zwei Schritten gespeichert haben.',
  mfaRecoveryLabel: 'Wiederherstellungscode',
  mfaSubmit: 'Bestätigen',
  mfaPending: 'Wird geprüft …',
  mfaUseRecovery: 'Stattdessen einen Wiederherstellungscode verwenden',
  mfaUseCode: 'Stattdessen die Authenticator-App verwenden',
  mfaRestart: 'Neu beginnen',
  mfaCodeFormat: 'Geben Sie den Code ein: nur Ziffern.',
  mfaNewRecoveryTitle: 'Speichern Sie Ihren neuen Wiederherstellungscode',
  mfaNewRecoveryIntro:
    'Der verwendete Wiederherstellungscode gilt nicht mehr. Dies ist Ihr neuer, er wird nur dieses eine Mal angezeigt: Bewahren Sie ihn sicher auf.',
  mfaCopy: 'Kopieren',
  mfaCopied: 'Kopiert.',
  mfaCopyFailed: 'Kopieren nicht möglich. Markieren und kopieren Sie den Code selbst.',
  mfaSaved: 'Ich habe ihn gespeichert',
  mfaStepUpIntro: 'Bestätigen Sie mit einem zweiten Schritt, dass Sie es sind, um fortzufahren.',
  mfaCancel: 'Abbrechen',
  // <auth-organization-members>
  membersTitle: 'Mitglieder',
  membersTitleOf: 'Mitglieder von {organization}',
  membersLoading: 'Mitglieder werden geladen …',
  membersLoadingMore: 'Weitere werden geladen …',
  membersSignedOut: 'Melden Sie sich an, um die Mitglieder dieser Organisation zu verwalten.',
  membersNoAccess:
    'Sie können diese Organisation nicht verwalten. Nur ihre Administratoren sehen und ändern ihre Mitglieder und Einladungen.',
  membersListTitle: 'Personen in der Organisation',
  membersFilter: 'Nach E-Mail filtern',
  membersFilterNone: 'Unter den {count} geladenen Mitgliedern enthält keine E-Mail „{filter}“.',
  membersEmpty: 'Die Organisation hat noch keine Mitglieder.',
  membersMember: 'Mitglied',
  membersRoles: 'Rollen',
  membersActions: 'Aktionen',
  membersNoRoles: 'Keine Rollen',
  membersShowMore: 'Mehr anzeigen',
  membersChangeRoles: 'Rollen ändern',
  membersChangeRolesOf: 'Rollen ändern: {member}',
  membersRolesOf: 'Rollen von {member}',
  membersSaveRoles: 'Rollen speichern',
  membersCancel: 'Abbrechen',
  membersRolesSaving: 'Die Rollen werden gespeichert …',
  membersRolesSaved: 'Die Rollen von {member} wurden gespeichert.',
  membersRemove: 'Entfernen',
  membersRemoveOf: 'Entfernen: {member} aus der Organisation',
  membersRemoveTitle: '{member} aus {organization} entfernen?',
  membersRemoveRule:
    'Die Person verliert sofort den Zugang zu {organization}: zu deren Daten und Apps als Mitglied. Ihr Konto bleibt bestehen: Sie kann sich weiter anmelden, und Sie können sie erneut einladen.',
  membersRemoveConfirm: 'Mitglied entfernen',
  membersRemoving: 'Das Mitglied wird entfernt …',
  membersRemoved: '{member} wurde aus der Organisation entfernt.',
  membersInviteTitle: 'Personen einladen',
  membersInviteEmails: 'E-Mail-Adressen',
  membersInviteEmailsHint:
    'Eine oder mehrere, getrennt durch Kommas, Leerzeichen oder Zeilenumbrüche (höchstens {max}).',
  membersInviteRoles: 'Rollen beim Beitritt',
  membersInviteSend: 'Einladungen senden',
  membersInviting: 'Die Einladungen werden gesendet …',
  membersInvited: 'Einladungen an {emails} gesendet. Kopieren Sie unten einen Link, um ihn selbst zu senden.',
  membersInviteNoEmail: 'Geben Sie mindestens eine E-Mail-Adresse ein.',
  membersInviteBadEmail: '{email} ist keine E-Mail-Adresse.',
  membersInviteTooMany: 'Laden Sie höchstens {max} Personen auf einmal ein.',
  membersInviteTwice: '{email} steht zweimal in der Liste.',
  membersInviteIsMember: '{email} ist bereits Mitglied.',
  membersInviteIsInvited: '{email} hat bereits eine offene Einladung.',
  membersInvitationsTitle: 'Offene Einladungen',
  membersInvitationsEmpty: 'Keine offenen Einladungen.',
  membersInvitee: 'E-Mail',
  membersExpires: 'Läuft ab',
  membersCopyLink: 'Link kopieren',
  membersCopyLinkOf: 'Link kopieren für {email}',
  membersCopied: 'Kopiert',
  membersCopiedOf: 'Kopiert: Link für {email}',
  membersLinkCopied: 'Der Einladungslink für {email} wurde kopiert.',
  membersCopyFailed: 'Der Link konnte nicht kopiert werden, Ihr Browser hat es nicht erlaubt: {url}',
  membersRevoke: 'Widerrufen',
  membersRevokeOf: 'Widerrufen: Einladung für {email}',
  membersRevokeTitle: 'Die Einladung für {email} widerrufen?',
  membersRevokeRule:
    'Der Link in der Einladung funktioniert dann nicht mehr. Sie können die Person später erneut einladen.',
  membersRevokeConfirm: 'Einladung widerrufen',
  membersRevoking: 'Die Einladung wird widerrufen …',
  membersRevoked: 'Die Einladung für {email} wurde widerrufen.',
  errors: {
    'organization.access_denied': 'Mit diesem Konto können Sie sich nicht bei dieser Organisation anmelden.',
    // Passkeys
    passkey_cancelled:
      'Es wurde kein Passkey verwendet. Versuchen Sie es erneut oder verwenden Sie Ihr Passwort.',
    passkey_exists: 'Dieses Gerät hat bereits einen Passkey für Ihr Konto.',
    passkey_timeout:
      'Die Passkey-Anfrage hat zu lange gedauert. Versuchen Sie es erneut oder verwenden Sie Ihr Passwort.',
    passkey_not_allowed:
      'Dieser Browser erlaubt auf dieser Seite keine Passkeys für diesen Anmeldedienst. Verwenden Sie Ihr Passwort.',
    'passkey.invalid_grant':
      'Dieser Passkey wurde nicht akzeptiert. Vielleicht wurde er aus Ihrem Konto entfernt: Verwenden Sie einen anderen Passkey oder Ihr Passwort.',
    'passkey.too_many_attempts':
      'Zu viele Passkey-Versuche aus diesem Netzwerk. Warten Sie einige Minuten und versuchen Sie es dann erneut.',
    passkey_not_supported: 'Passkeys funktionieren in diesem Browser hier nicht. Verwenden Sie Ihr Passwort.',
    generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    unverified:
      'Diese Antwort der Anmeldung konnte nicht überprüft werden und wurde ignoriert. Bitte versuchen Sie es erneut.',
    request_error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    misconfigured:
      'Dieses Formular ist nicht richtig eingerichtet. Der Betreiber der Website muss das beheben.',
    invalid_response: 'Der Anmeldedienst hat unerwartet geantwortet. Bitte versuchen Sie es erneut.',
    access_denied: 'E-Mail-Adresse oder Passwort ist falsch.',
    invalid_grant: 'E-Mail-Adresse oder Passwort ist falsch.',
    'passwordless.access_denied':
      'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
    'passwordless.invalid_grant':
      'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
    'passwordless.expired':
      'Dieser Code ist abgelaufen. Fordern Sie einen neuen Code an und versuchen Sie es erneut.',
    'passwordless.too_many_codes':
      'Zu viele falsche Codes: Dieser Code gilt nicht mehr. Fordern Sie einen neuen Code an und versuchen Sie es erneut.',
    'username.access_denied': 'Benutzername oder Passwort ist falsch.',
    'username.invalid_grant': 'Benutzername oder Passwort ist falsch.',
    'passwordless.bad_email': 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.',
    'passwordless.bad_phone_number':
      'Geben Sie die Telefonnummer im internationalen Format ein, zum Beispiel +15551234567.',
    blocked_user:
      'Dieses Konto ist gesperrt. Wenden Sie sich an den Support der Website, um es entsperren zu lassen.',
    password_leaked:
      'Dieses Passwort ist bei einem Datenleck auf einer anderen Website bekannt geworden, deshalb wurde die Anmeldung blockiert. Setzen Sie Ihr Passwort zurück, um fortzufahren.',
    too_many_attempts:
      'Zu viele Versuche. Die Anmeldung ist vorerst gesperrt; wie Sie Ihr Konto entsperren, steht in einer E-Mail an Sie.',
    rate_limited: 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es dann erneut.',
    mfa_required: 'Für dieses Konto ist ein zweiter Anmeldeschritt nötig, der hier nicht verfügbar ist.',
    origin_not_allowed:
      'Die Anmeldung ist von dieser Website aus nicht erlaubt. Der Betreiber der Website muss sie zulassen.',
    origin_mismatch:
      'Die Anmeldung ist von dieser Website aus nicht erlaubt. Der Betreiber der Website muss sie zulassen.',
    unauthorized_client:
      'Diese Anwendung darf sich nicht auf diese Weise anmelden. Der Betreiber der Website muss das zulassen.',
    unauthorized: 'Diese Aktion ist für diese Anwendung nicht erlaubt.',
    network_error:
      'Der Anmeldedienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    timeout: 'Der Anmeldedienst hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.',
    server_error: 'Beim Anmeldedienst ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.',
    temporarily_unavailable:
      'Der Anmeldedienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
    popup_blocked:
      'Das Anmeldefenster wurde blockiert. Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut.',
    popup_closed: 'Das Anmeldefenster wurde geschlossen, bevor die Anmeldung abgeschlossen war.',
    popup_timeout: 'Das Anmeldefenster hat zu lange gebraucht. Bitte versuchen Sie es erneut.',
    login_required: 'Bitte melden Sie sich an, um fortzufahren.',
    consent_required: 'Bitte melden Sie sich erneut an, um dieser Anwendung die Berechtigung zu erteilen.',
    interaction_required: 'Bitte melden Sie sich erneut an, um fortzufahren.',
    user_exists: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
    username_exists: 'Dieser Benutzername ist bereits vergeben.',
    invalid_signup:
      'Das Konto konnte nicht erstellt werden. Prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
    invalid_password: 'Dieses Passwort erfüllt die Anforderungen nicht.',
    password_strength_error:
      'Dieses Passwort ist zu schwach. Verwenden Sie ein längeres Passwort mit mehr Zeichenarten.',
    password_dictionary_error:
      'Dieses Passwort ist zu verbreitet. Wählen Sie eines, das schwerer zu erraten ist.',
    password_no_user_info_error: 'Das Passwort darf weder Ihren Namen noch Ihre E-Mail-Adresse enthalten.',
    insufficient_scope: 'Dazu haben Sie keine Berechtigung.',
    inexistent_user: 'Diesen Benutzer gibt es nicht mehr.',
    // <api-permissions-editor>: reading (permissionsRead) and saving (permissionsUpdate)
    'permissionsRead.insufficient_scope':
      'Ihrem Zugriffstoken fehlt die Berechtigung read:resource_servers, die zum Anzeigen der Berechtigungen dieser API nötig ist. Bitten Sie eine Administratorin oder einen Administrator des Kontos, sie Ihnen zu erteilen, und melden Sie sich dann erneut an.',
    'permissionsUpdate.insufficient_scope':
      'Ihrem Zugriffstoken fehlt die Berechtigung update:resource_servers, die zum Speichern der Berechtigungen dieser API nötig ist. Ihre Änderungen bleiben erhalten: Bitten Sie eine Administratorin oder einen Administrator des Kontos, sie Ihnen zu erteilen, melden Sie sich erneut an und speichern Sie dann.',
    'permissionsRead.login_required': 'Melden Sie sich an, um die Berechtigungen dieser API zu verwalten.',
    'permissionsUpdate.login_required':
      'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an und speichern Sie dann.',
    'permissionsRead.consent_required':
      'Diese Seite darf die API-Berechtigungen noch nicht verwalten. Melden Sie sich hier erneut an, um es zu erlauben.',
    'permissionsRead.invalid_token':
      'Ihr Zugriffstoken gilt nicht für die Management API oder ist abgelaufen. Melden Sie sich erneut an.',
    'permissionsUpdate.invalid_token':
      'Ihr Zugriffstoken gilt nicht für die Management API oder ist abgelaufen. Melden Sie sich erneut an und speichern Sie dann.',
    'permissionsRead.inexistent_resource_server': 'Es gibt keine API mit dieser Kennung. Prüfen Sie api-id.',
    'permissionsUpdate.inexistent_resource_server': 'Diese API gibt es nicht mehr.',
    'permissionsUpdate.operation_not_supported':
      'Die Berechtigungen dieser API lassen sich nicht ändern: Es ist eine System-API.',
    // <auth-profile>: passkeys and two-step verification
    'passkeys.passkey_cancelled':
      'Es wurde kein Passkey erstellt. Versuchen Sie es erneut, wenn Sie so weit sind.',
    'passkeys.passkey_exists': 'Dieses Gerät hat bereits einen Passkey für Ihr Konto.',
    'passkeys.passkey_timeout':
      'Die Passkey-Anfrage hat zu lange gedauert. Versuchen Sie es erneut, wenn Sie so weit sind.',
    'passkeys.passkey_not_allowed':
      'Dieser Browser erlaubt auf dieser Seite keine Passkeys für diesen Dienst. Der Betreiber der Website muss das beheben.',
    'passkeys.passkey_not_supported':
      'Dieser Browser kann hier keine Passkeys erstellen. Versuchen Sie einen anderen Browser oder ein anderes Gerät.',
    'passkeys.not_found':
      'Diesen Passkey gibt es nicht mehr. Laden Sie die Seite neu, um Ihre Passkeys zu sehen.',
    'twoStep.too_many_attempts':
      'Zu viele falsche Codes. Warten Sie einige Minuten und versuchen Sie es dann erneut.',
    // The second-factor step
    'mfa.invalid_grant': 'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
    'mfa.access_denied': 'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
    'mfaRecovery.invalid_grant':
      'Dieser Wiederherstellungscode ist nicht richtig oder wurde schon verwendet. Prüfen Sie ihn und versuchen Sie es erneut.',
    'mfa.too_many_attempts':
      'Zu viele falsche Codes. Die Anmeldung ist vorerst gesperrt; in Ihren E-Mails steht, wie Sie Ihr Konto entsperren.',
    'mfa.too_many_codes':
      'Zu viele falsche Codes für diese Anmeldung. Beginnen Sie neu, um einen neuen Schritt zu erhalten.',
    'mfa.expired': 'Dieser Schritt ist abgelaufen. Beginnen Sie neu, um einen neuen zu erhalten.',
    'mfa.mfa_required': 'Dieses Konto braucht einen zweiten Anmeldeschritt, der hier nicht verfügbar ist.',
    // <auth-organization-members>
    'members.login_required':
      'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um diese Organisation zu verwalten.',
    'members.consent_required':
      'Diese Seite darf die Organisation noch nicht verwalten. Melden Sie sich hier erneut an, um es zu erlauben.',
    'members.invalid_token':
      'Ihr Zugriffstoken gilt nicht für diese Organisation oder ist abgelaufen. Melden Sie sich erneut an.',
    'members.unauthorized':
      'Ihr Zugriffstoken gilt nicht für diese Organisation oder ist abgelaufen. Melden Sie sich erneut an.',
    'members.not_found':
      'Dieses Mitglied oder diese Einladung gab es nicht mehr: Es wurde aus der Liste entfernt.',
    'membersInvite.request_error':
      'Eine dieser Personen ist bereits Mitglied oder hat eine offene Einladung. Niemand wurde eingeladen: Nehmen Sie sie aus der Liste und senden Sie erneut.',
    'membersInvite.invalid_body':
      'Der Dienst hat diese Einladungen abgelehnt. Prüfen Sie die E-Mail-Adressen und die Rollen und senden Sie erneut.',
  },
};

export default de;
