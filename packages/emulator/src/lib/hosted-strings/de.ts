// German (Deutsch) of the hosted pages: every key of ./en.ts. Formal address (Sie), the elements' terms
// (Anmelden, Passkey, Bestätigung in zwei Schritten, Wiederherstellungscode).
import type { HostedStrings } from './en.js';

export const de: HostedStrings = {
  banner:
    'Lokaler Identitätsdienst für die Entwicklung: nicht für den Produktivbetrieb. Alle Daten hier sind fiktiv.',
  documentTitle: '{title} · lokaler Identitätsdienst',

  loginTitle: 'Anmelden bei {client}',
  loginOrganization: 'Organisation: {organization}',
  email: 'E-Mail-Adresse',
  emailOrUsername: 'E-Mail-Adresse oder Benutzername',
  password: 'Passwort',
  loginSubmit: 'Anmelden',
  or: 'oder',
  databaseConnection: 'Datenbankverbindung: {connection}',
  continueWith: 'Weiter mit {provider}',
  ssoEnabled: 'Single Sign-On aktiviert',
  passkeySignIn: 'Mit einem Passkey anmelden',
  passkeyNotAllowed:
    'Es wurde kein Passkey verwendet. Versuchen Sie es erneut oder melden Sie sich mit Ihrem Passwort an.',
  passkeyUnavailable:
    'Passkeys können hier gerade nicht verwendet werden. Melden Sie sich mit Ihrem Passwort an.',
  loginMissingFields: 'Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
  passkeyRefused:
    'Mit diesem Passkey ist hier keine Anmeldung möglich. Versuchen Sie es erneut oder melden Sie sich mit Ihrem Passwort an.',

  providerTitle: 'Anmelden mit {connection}',
  providerNotice:
    'Dies ist ein simulierter Anbieter {connection}. Wählen Sie das Konto, mit dem Sie sich anmelden möchten.',

  verifyTitle: 'Ihre Anmeldung wird geprüft',
  verifyText: 'Ihr Browser blockiert Drittanbieter-Cookies; die Anmeldung wird bei der Anwendung geprüft.',
  verifyFrameTitle: 'Prüfung der Anmeldung',

  unknownConnectionTitle: 'Unbekannte Verbindung',
  connectionNotEnabled: 'Die Datenbankverbindung ist nicht aktiviert.',
  connectionRestricted: 'Diese Anmeldung ist auf eine andere Verbindung beschränkt.',
  unknownAccountTitle: 'Unbekanntes Konto',
  pickListedAccount: 'Wählen Sie eines der aufgeführten Konten.',
  noLoginMethodTitle: 'Keine Anmeldemethode',
  noDatabaseConnection: 'Die Anwendung hat keine Datenbankverbindung.',

  codeTitle: 'Bestätigen Sie, dass Sie es sind',
  codeIntro:
    'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein, um sich bei {client} anzumelden.',
  codeLabel: 'Code',
  continue: 'Weiter',
  useRecoveryCode: 'Stattdessen einen Wiederherstellungscode verwenden',
  useAuthenticator: 'Stattdessen die Authenticator-App verwenden',
  recoveryTitle: 'Wiederherstellungscode verwenden',
  recoveryIntro:
    'Geben Sie den Wiederherstellungscode ein, den Sie beim Einrichten der Bestätigung in zwei Schritten gespeichert haben.',
  recoveryLabel: 'Wiederherstellungscode',
  enterCode: 'Geben Sie den Code ein.',
  enterRecoveryCode: 'Geben Sie Ihren Wiederherstellungscode ein.',
  wrongCode: 'Dieser Code ist falsch oder abgelaufen. Geben Sie den Code ein, den Ihre App jetzt anzeigt.',
  wrongRecoveryCode: 'Dieser Wiederherstellungscode ist falsch. Prüfen Sie ihn und versuchen Sie es erneut.',
  enrolTitle: 'Bestätigung in zwei Schritten einrichten',
  enrolIntro:
    '{client} verlangt bei der Anmeldung einen zweiten Schritt. Richten Sie eine Authenticator-App ein:',
  enrolScan: 'Scannen Sie diesen QR-Code mit der App.',
  enrolQrAlt: 'QR-Code für Ihre Authenticator-App',
  enrolKey: 'Oder geben Sie diesen Schlüssel in die App ein:',
  enrolCode: 'Geben Sie den 6-stelligen Code ein, den die App anzeigt.',
  recoveryUsedTitle: 'Ihr neuer Wiederherstellungscode',
  recoveryUsedIntro:
    'Sie haben Ihren Wiederherstellungscode verwendet, daher gilt er nicht mehr. Dies ist Ihr neuer:',
  recoveryEnrolledTitle: 'Wiederherstellungscode speichern',
  recoveryEnrolledIntro:
    'Die Bestätigung in zwei Schritten ist aktiviert. Falls Sie Ihre Authenticator-App verlieren, können Sie sich mit diesem Code anmelden:',
  recoveryShownOnce:
    'Er wird nur dieses eine Mal angezeigt. Schreiben Sie ihn auf oder speichern Sie ihn in einem Passwortmanager.',
  recoverySaved: 'Ich habe meinen Wiederherstellungscode gespeichert',
  recoveryConfirm: 'Bestätigen Sie, dass Sie Ihren Wiederherstellungscode gespeichert haben.',
  logInAgain: 'Erneut anmelden',
  stepGoneTitle: 'Dieser Anmeldeschritt ist beendet',
  stepGone:
    'Er ist abgelaufen, wurde bereits abgeschlossen oder in einem anderen Browser begonnen. Kehren Sie zur Anwendung zurück und melden Sie sich erneut an.',
  tooManyCodesTitle: 'Zu viele falsche Codes',
  tooManyCodes:
    'Sie haben zu viele falsche Codes eingegeben. Melden Sie sich erneut an, um es noch einmal zu versuchen.',
  blockedTitle: 'Konto gesperrt',
  blocked:
    'Ihr Konto wurde nach zu vielen falschen Codes gesperrt. Wir haben Ihnen eine E-Mail mit einer Anleitung zum Entsperren gesendet.',
  enrolExpiredTitle: 'Die Einrichtung ist abgelaufen',
  enrolExpired:
    'Die Einrichtung der Bestätigung in zwei Schritten hat zu lange gedauert. Melden Sie sich erneut an, um neu zu beginnen.',

  organizationHint: 'Geben Sie den Namen der Organisation ein, der Sie angehören.',
  organizationLabel: 'Name der Organisation',
  organizationEmpty: 'Geben Sie den Namen der Organisation ein.',
  organizationNotFound: 'Wir finden keine Organisation mit dem Namen „{name}“.',
  organizationPickerTitle: 'Organisation auswählen',
  organizationPickerIntro: 'Weiter zu {client} mit einer Ihrer Organisationen.',
  organizationPickerNone:
    'Sie sind kein Mitglied einer Organisation, {client} benötigt aber eine. Bitten Sie die Verwaltung einer Organisation um eine Einladung.',
  logInAnotherAccount: 'Mit einem anderen Konto anmelden',
  invitationTitle: '{organization} beitreten',
  invitationIntro: '{inviter} hat Sie eingeladen. Wählen Sie ein Passwort, um Ihr Konto zu erstellen.',
  invitationAccept: 'Einladung annehmen',
  invitationRefusedTitle: 'Einladung nicht angenommen',
  invitationUnknown: 'Diese Einladung existiert nicht oder wurde bereits verwendet.',
  invitationExpired: 'Diese Einladung ist abgelaufen. Bitten Sie um eine neue.',
  invitationOtherOrganization: 'Diese Einladung gilt für eine andere Organisation.',
  invitationOtherEmail:
    'Diese Einladung gilt für eine andere E-Mail-Adresse: Melden Sie sich mit dem Konto an, an das sie gesendet wurde.',
  invitationLoginWithout: 'Ohne die Einladung anmelden',
  noInvitationTitle: 'Keine Einladung',
  noInvitation: 'Diese Seite nimmt eine Einladung an.',
  signupFailedTitle: 'Registrierung fehlgeschlagen',
  signupFailed: 'Das neue Konto wurde nicht gefunden.',

  linkUnusableTitle: 'Dieser Link kann nicht mehr verwendet werden',
  resetLinkUnusable:
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig, wurde bereits verwendet oder ist abgelaufen.',
  resetLinkNext: 'Fordern Sie auf dem Anmeldebildschirm eine neue E-Mail zum Zurücksetzen des Passworts an.',
  unblockLinkUnusable:
    'Dieser Link zum Entsperren ist ungültig, wurde bereits verwendet oder ist abgelaufen.',
  unblockLinkNext: 'Versuchen Sie erneut, sich anzumelden, um eine neue E-Mail zum Entsperren zu erhalten.',
  verificationLinkUnusable:
    'Dieser Bestätigungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen.',
  verificationLinkNext:
    'Falls Ihre Adresse noch nicht bestätigt ist, melden Sie sich an und fordern Sie in der Anwendung eine neue Bestätigungs-E-Mail an.',
  resetTitle: 'Neues Passwort wählen',
  resetAccount: 'Für das Konto {email}.',
  newPassword: 'Neues Passwort',
  confirmNewPassword: 'Neues Passwort bestätigen',
  changePassword: 'Passwort ändern',
  resetEnterPassword: 'Geben Sie ein neues Passwort ein.',
  resetMismatch: 'Die beiden Passwörter stimmen nicht überein.',
  passwordBreached:
    'Dieses Passwort ist zu verbreitet oder ist in einem Datenleck aufgetaucht. Wählen Sie ein anderes.',
  passwordUserInfo: 'Das Passwort darf weder Ihre E-Mail-Adresse noch Ihren Benutzernamen enthalten.',
  passwordWeak: 'Das Passwort ist zu schwach. Es braucht:',
  resetDoneTitle: 'Passwort geändert',
  resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
  unblockTitle: 'Konto entsperren',
  unblockText: 'Die Anmeldung bei {account} wurde nach zu vielen fehlgeschlagenen Versuchen gesperrt.',
  unblockTextNoName:
    'Die Anmeldung bei Ihrem Konto wurde nach zu vielen fehlgeschlagenen Versuchen gesperrt.',
  unblockSubmit: 'Mein Konto entsperren',
  unblockDoneTitle: 'Konto entsperrt',
  unblockDone: 'Ihr Konto ist entsperrt. Sie können sich wieder anmelden.',
  verifiedTitle: 'E-Mail-Adresse bestätigt',
  verifiedText: 'Ihre E-Mail-Adresse {email} ist bestätigt.',
  verifiedClose: 'Sie können diese Seite schließen und zur Anwendung zurückkehren.',

  signingInTitle: 'Sie werden angemeldet',
  logoutTitle: 'Abmelden?',
  logoutAskClient: '{client} möchte Sie vom lokalen Identitätsdienst abmelden.',
  logoutAskClientUser: '{client} möchte Sie vom lokalen Identitätsdienst abmelden (angemeldet als {user}).',
  logoutAsk: 'Eine Seite möchte Sie vom lokalen Identitätsdienst abmelden.',
  logoutAskUser: 'Eine Seite möchte Sie vom lokalen Identitätsdienst abmelden (angemeldet als {user}).',
  logoutSubmit: 'Abmelden',
  logoutStay: 'Um angemeldet zu bleiben, schließen Sie diese Seite.',
  loggedOutTitle: 'Sie sind abgemeldet',
  loggedOut: 'Sie wurden vom lokalen Identitätsdienst abgemeldet.',
};
