// Romanian (română) of the hosted pages: every key of ./en.ts. Formal address (dumneavoastră) as the elements'
// Romanian, with no adjective that would need a gender for the reader, and their terms (conectați-vă, cheie de
// acces, verificare în doi pași, cod de recuperare, aplicație de autentificare, cont). The letters ș and ț with
// a comma below; quotes „…”.
import type { HostedStrings } from './en.js';

export const ro: HostedStrings = {
  banner:
    'Serviciu local de identitate pentru dezvoltare: nu este destinat producției. Datele de aici sunt fictive.',
  documentTitle: '{title} · serviciul local de identitate',

  loginTitle: 'Conectați-vă la {client}',
  loginOrganization: 'Organizație: {organization}',
  email: 'Adresă de e-mail',
  emailOrUsername: 'E-mail sau nume de utilizator',
  password: 'Parolă',
  loginSubmit: 'Conectați-vă',
  or: 'sau',
  databaseConnection: 'Conexiune la baza de date: {connection}',
  continueWith: 'Continuați cu {provider}',
  ssoEnabled: 'Autentificare unică (SSO) activată',
  passkeySignIn: 'Conectați-vă cu o cheie de acces',
  passkeyNotAllowed: 'Nu a fost folosită nicio cheie de acces. Încercați din nou sau conectați-vă cu parola.',
  passkeyUnavailable: 'Cheile de acces nu pot fi folosite aici momentan. Conectați-vă cu parola.',
  loginMissingFields: 'Introduceți adresa de e-mail și parola.',
  passkeyRefused:
    'Această cheie de acces nu vă poate conecta aici. Încercați din nou sau conectați-vă cu parola.',

  providerTitle: 'Conectați-vă cu {connection}',
  providerNotice:
    'Acesta este un furnizor {connection} simulat. Alegeți contul cu care doriți să vă conectați.',

  verifyTitle: 'Se verifică conectarea',
  verifyText:
    'Browserul dvs. blochează cookie-urile terță parte; conectarea se verifică împreună cu aplicația.',
  verifyFrameTitle: 'Verificarea conectării',

  unknownConnectionTitle: 'Conexiune necunoscută',
  connectionNotEnabled: 'Conexiunea la baza de date nu este activată.',
  connectionRestricted: 'Această conectare este restricționată la o altă conexiune.',
  unknownAccountTitle: 'Cont necunoscut',
  pickListedAccount: 'Alegeți unul dintre conturile din listă.',
  noLoginMethodTitle: 'Nicio metodă de conectare',
  noDatabaseConnection: 'Aplicația nu are nicio conexiune la o bază de date.',

  codeTitle: 'Confirmați că sunteți dvs.',
  codeIntro: 'Introduceți codul de 6 cifre din aplicația de autentificare pentru a vă conecta la {client}.',
  codeLabel: 'Cod',
  continue: 'Continuați',
  useRecoveryCode: 'Folosiți un cod de recuperare',
  useAuthenticator: 'Folosiți aplicația de autentificare',
  recoveryTitle: 'Folosiți un cod de recuperare',
  recoveryIntro:
    'Introduceți codul de recuperare pe care l-ați salvat când ați configurat verificarea în doi pași.',
  recoveryLabel: 'Cod de recuperare',
  enterCode: 'Introduceți codul.',
  enterRecoveryCode: 'Introduceți codul de recuperare.',
  wrongCode: 'Codul nu este corect sau a expirat. Introduceți codul afișat acum de aplicație.',
  wrongRecoveryCode: 'Codul de recuperare nu este corect. Verificați-l și încercați din nou.',
  enrolTitle: 'Configurați verificarea în doi pași',
  enrolIntro: '{client} solicită un al doilea pas la conectare. Configurați o aplicație de autentificare:',
  enrolScan: 'Scanați acest cod QR cu aplicația.',
  enrolQrAlt: 'Cod QR pentru aplicația de autentificare',
  enrolKey: 'Sau introduceți această cheie în aplicație:',
  enrolCode: 'Introduceți codul de 6 cifre afișat de aplicație.',
  recoveryUsedTitle: 'Noul cod de recuperare',
  recoveryUsedIntro: 'Ați folosit codul de recuperare, așa că nu mai funcționează. Acesta este codul nou:',
  recoveryEnrolledTitle: 'Salvați codul de recuperare',
  recoveryEnrolledIntro:
    'Verificarea în doi pași este activată. Dacă pierdeți aplicația de autentificare, acest cod vă permite să vă conectați:',
  recoveryShownOnce:
    'Este afișat doar acum, o singură dată. Notați-l sau păstrați-l într-un manager de parole.',
  recoverySaved: 'Am salvat codul de recuperare',
  recoveryConfirm: 'Confirmați că ați salvat codul de recuperare.',
  logInAgain: 'Conectați-vă din nou',
  stepGoneTitle: 'Acest pas al conectării s-a încheiat',
  stepGone:
    'A expirat, a fost deja finalizat sau a fost început în alt browser. Reveniți la aplicație și conectați-vă din nou.',
  tooManyCodesTitle: 'Prea multe coduri greșite',
  tooManyCodes: 'Ați introdus prea multe coduri greșite. Conectați-vă din nou pentru a mai încerca o dată.',
  blockedTitle: 'Cont blocat',
  blocked:
    'Contul dvs. a fost blocat după prea multe coduri greșite. V-am trimis un e-mail cu instrucțiuni pentru deblocare.',
  enrolExpiredTitle: 'Configurarea a expirat',
  enrolExpired:
    'Configurarea verificării în doi pași a durat prea mult. Conectați-vă din nou pentru a începe de la capăt.',

  organizationHint: 'Introduceți numele organizației din care faceți parte.',
  organizationLabel: 'Numele organizației',
  organizationEmpty: 'Introduceți numele organizației.',
  organizationNotFound: 'Nu găsim nicio organizație numită „{name}”.',
  organizationPickerTitle: 'Alegeți o organizație',
  organizationPickerIntro: 'Continuați la {client} cu una dintre organizațiile dvs.',
  organizationPickerNone:
    'Nu faceți parte din nicio organizație, iar {client} are nevoie de una. Cereți o invitație administratorului unei organizații.',
  logInAnotherAccount: 'Conectați-vă cu alt cont',
  invitationTitle: 'Alăturați-vă organizației {organization}',
  invitationIntro: '{inviter} vă invită. Alegeți o parolă pentru a vă crea contul.',
  invitationAccept: 'Acceptați invitația',
  invitationRefusedTitle: 'Invitația nu a fost acceptată',
  invitationUnknown: 'Această invitație nu există sau a fost deja folosită.',
  invitationExpired: 'Această invitație a expirat. Cereți una nouă.',
  invitationOtherOrganization: 'Această invitație este pentru altă organizație.',
  invitationOtherEmail:
    'Această invitație este pentru altă adresă de e-mail: conectați-vă cu contul căruia i-a fost trimisă.',
  invitationLoginWithout: 'Conectați-vă fără invitație',
  noInvitationTitle: 'Nicio invitație',
  noInvitation: 'Această pagină servește la acceptarea unei invitații.',
  signupFailedTitle: 'Înregistrarea nu a reușit',
  signupFailed: 'Contul nou nu a fost găsit.',

  linkUnusableTitle: 'Acest link nu mai poate fi folosit',
  resetLinkUnusable: 'Acest link de resetare a parolei nu este valid, a fost deja folosit sau a expirat.',
  resetLinkNext: 'Cereți un nou e-mail de resetare a parolei din ecranul de conectare.',
  unblockLinkUnusable: 'Acest link de deblocare nu este valid, a fost deja folosit sau a expirat.',
  unblockLinkNext: 'Încercați din nou să vă conectați pentru a primi un nou e-mail de deblocare.',
  verificationLinkUnusable: 'Acest link de verificare nu este valid, a fost deja folosit sau a expirat.',
  verificationLinkNext:
    'Dacă adresa dvs. nu este încă verificată, conectați-vă și cereți aplicației un nou e-mail de verificare.',
  resetTitle: 'Alegeți o parolă nouă',
  resetAccount: 'Pentru contul {email}.',
  newPassword: 'Parola nouă',
  confirmNewPassword: 'Confirmați parola nouă',
  changePassword: 'Schimbați parola',
  resetEnterPassword: 'Introduceți o parolă nouă.',
  resetMismatch: 'Cele două parole nu coincid.',
  passwordBreached: 'Această parolă este prea comună sau a apărut într-o breșă de date. Alegeți alta.',
  passwordUserInfo: 'Parola nu trebuie să conțină adresa dvs. de e-mail sau numele de utilizator.',
  passwordWeak: 'Parola este prea slabă. Are nevoie de:',
  resetDoneTitle: 'Parola a fost schimbată',
  resetDone: 'Parola dvs. a fost schimbată. Acum vă puteți conecta cu ea.',
  unblockTitle: 'Deblocați-vă contul',
  unblockText: 'Conectarea la {account} a fost blocată după prea multe încercări nereușite.',
  unblockTextNoName: 'Conectarea la contul dvs. a fost blocată după prea multe încercări nereușite.',
  unblockSubmit: 'Deblocați contul',
  unblockDoneTitle: 'Cont deblocat',
  unblockDone: 'Contul dvs. este deblocat. Vă puteți conecta din nou.',
  verifiedTitle: 'Adresă de e-mail verificată',
  verifiedText: 'Adresa dvs. de e-mail {email} este verificată.',
  verifiedClose: 'Puteți închide această pagină și reveni la aplicație.',

  signingInTitle: 'Vă conectăm',
  logoutTitle: 'Vă deconectați?',
  logoutAskClient: '{client} solicită să vă deconectați de la serviciul local de identitate.',
  logoutAskClientUser:
    '{client} solicită să vă deconectați de la serviciul local de identitate (v-ați conectat ca {user}).',
  logoutAsk: 'O pagină solicită să vă deconectați de la serviciul local de identitate.',
  logoutAskUser:
    'O pagină solicită să vă deconectați de la serviciul local de identitate (v-ați conectat ca {user}).',
  logoutSubmit: 'Deconectați-vă',
  logoutStay: 'Pentru a rămâne în cont, închideți această pagină.',
  loggedOutTitle: 'V-ați deconectat',
  loggedOut: 'V-ați deconectat de la serviciul local de identitate.',
};
