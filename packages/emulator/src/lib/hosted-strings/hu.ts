// Hungarian (magyar) of the hosted pages: every key of ./en.ts. Formal address (Ön, mostly without the
// pronoun) as the elements' Hungarian, buttons and titles as verbal nouns, and their terms (Bejelentkezés,
// azonosítókulcs, kétlépcsős azonosítás, helyreállítási kód, hitelesítő alkalmazás). No suffix is attached
// to a placeholder: the wording uses a colon or a hyphenated compound (`{provider}-fiókkal`).
import type { HostedStrings } from './en.js';

export const hu: HostedStrings = {
  banner:
    'Helyi identitásszolgáltatás fejlesztéshez: éles használatra nem való. Az itt lévő adatok fiktívek.',
  documentTitle: '{title} · helyi identitásszolgáltatás',

  loginTitle: 'Bejelentkezés ide: {client}',
  loginOrganization: 'Szervezet: {organization}',
  email: 'E-mail-cím',
  emailOrUsername: 'E-mail-cím vagy felhasználónév',
  password: 'Jelszó',
  loginSubmit: 'Bejelentkezés',
  or: 'vagy',
  databaseConnection: 'Adatbázis-kapcsolat: {connection}',
  continueWith: 'Folytatás {provider}-fiókkal',
  ssoEnabled: 'Egyszeri bejelentkezés engedélyezve',
  passkeySignIn: 'Bejelentkezés azonosítókulccsal',
  passkeyNotAllowed: 'Nem használt azonosítókulcsot. Próbálja újra, vagy jelentkezzen be a jelszavával.',
  passkeyUnavailable: 'Az azonosítókulcsok itt most nem használhatók. Jelentkezzen be a jelszavával.',
  loginMissingFields: 'Adja meg az e-mail-címét és a jelszavát.',
  passkeyRefused:
    'Ezzel az azonosítókulccsal itt nem lehet bejelentkezni. Próbálja újra, vagy jelentkezzen be a jelszavával.',

  providerTitle: 'Bejelentkezés {connection}-fiókkal',
  providerNotice:
    'Ez egy szimulált szolgáltató: {connection}. Válassza ki, melyik fiókkal szeretne bejelentkezni.',

  verifyTitle: 'A bejelentkezés ellenőrzése',
  verifyText:
    'A böngészője letiltja a harmadik féltől származó cookie-kat, ezért a bejelentkezést az alkalmazásnál ellenőrizzük.',
  verifyFrameTitle: 'Bejelentkezés ellenőrzése',

  unknownConnectionTitle: 'Ismeretlen kapcsolat',
  connectionNotEnabled: 'Az adatbázis-kapcsolat nincs engedélyezve.',
  connectionRestricted: 'Ez a bejelentkezés egy másik kapcsolatra van korlátozva.',
  unknownAccountTitle: 'Ismeretlen fiók',
  pickListedAccount: 'Válasszon a felsorolt fiókok közül.',
  noLoginMethodTitle: 'Nincs bejelentkezési mód',
  noDatabaseConnection: 'Az alkalmazásnak nincs adatbázis-kapcsolata.',

  codeTitle: 'Igazolja, hogy Ön az',
  codeIntro: 'Adja meg a hitelesítő alkalmazásban látható 6 jegyű kódot, hogy bejelentkezzen ide: {client}.',
  codeLabel: 'Kód',
  continue: 'Folytatás',
  useRecoveryCode: 'Inkább helyreállítási kódot használok',
  useAuthenticator: 'Inkább a hitelesítő alkalmazást használom',
  recoveryTitle: 'Helyreállítási kód használata',
  recoveryIntro: 'Adja meg a helyreállítási kódot, amelyet a kétlépcsős azonosítás beállításakor mentett el.',
  recoveryLabel: 'Helyreállítási kód',
  enterCode: 'Adja meg a kódot.',
  enterRecoveryCode: 'Adja meg a helyreállítási kódját.',
  wrongCode: 'Ez a kód helytelen vagy lejárt. Adja meg azt a kódot, amelyet az alkalmazás most mutat.',
  wrongRecoveryCode: 'Ez a helyreállítási kód helytelen. Ellenőrizze, és próbálja újra.',
  enrolTitle: 'Kétlépcsős azonosítás beállítása',
  enrolIntro:
    'Ez az alkalmazás bejelentkezéskor második lépést is kér: {client}. Állítson be egy hitelesítő alkalmazást:',
  enrolScan: 'Olvassa be ezt a QR-kódot az alkalmazással.',
  enrolQrAlt: 'QR-kód a hitelesítő alkalmazáshoz',
  enrolKey: 'Vagy írja be ezt a kulcsot az alkalmazásba:',
  enrolCode: 'Adja meg az alkalmazásban látható 6 jegyű kódot.',
  recoveryUsedTitle: 'Az új helyreállítási kódja',
  recoveryUsedIntro: 'Felhasználta a helyreállítási kódját, ezért az már nem érvényes. Ez az új kódja:',
  recoveryEnrolledTitle: 'Helyreállítási kód mentése',
  recoveryEnrolledIntro:
    'A kétlépcsős azonosítás be van kapcsolva. Ha elveszíti a hitelesítő alkalmazását, ezzel a kóddal jelentkezhet be:',
  recoveryShownOnce: 'Csak most látható. Írja le, vagy tárolja egy jelszókezelőben.',
  recoverySaved: 'Elmentettem a helyreállítási kódomat',
  recoveryConfirm: 'Erősítse meg, hogy elmentette a helyreállítási kódját.',
  logInAgain: 'Újbóli bejelentkezés',
  stepGoneTitle: 'Ez a bejelentkezési lépés véget ért',
  stepGone:
    'Lejárt, már befejeződött, vagy egy másik böngészőben kezdődött. Térjen vissza az alkalmazáshoz, és jelentkezzen be újra.',
  tooManyCodesTitle: 'Túl sok helytelen kód',
  tooManyCodes: 'Túl sok helytelen kódot adott meg. Jelentkezzen be újra, és próbálja meg még egyszer.',
  blockedTitle: 'Fiók letiltva',
  blocked:
    'A fiókját túl sok helytelen kód miatt letiltottuk. E-mailben elküldtük, hogyan oldhatja fel a letiltást.',
  enrolExpiredTitle: 'A beállítás lejárt',
  enrolExpired:
    'A kétlépcsős azonosítás beállítása túl sokáig tartott. Jelentkezzen be újra, és kezdje elölről.',

  organizationHint: 'Adja meg annak a szervezetnek a nevét, amelyhez tartozik.',
  organizationLabel: 'Szervezet neve',
  organizationEmpty: 'Adja meg a szervezet nevét.',
  organizationNotFound: 'Nem találunk „{name}” nevű szervezetet.',
  organizationPickerTitle: 'Szervezet kiválasztása',
  organizationPickerIntro: 'Válassza ki, melyik szervezetével lép tovább ide: {client}.',
  organizationPickerNone:
    'Nem tagja egyetlen szervezetnek sem, pedig erre szükség van ehhez: {client}. Kérjen meghívót egy szervezet adminisztrátorától.',
  logInAnotherAccount: 'Bejelentkezés másik fiókkal',
  invitationTitle: 'Csatlakozás: {organization}',
  invitationIntro: '{inviter} meghívta Önt. Válasszon jelszót a fiókja létrehozásához.',
  invitationAccept: 'Meghívó elfogadása',
  invitationRefusedTitle: 'A meghívó nem fogadható el',
  invitationUnknown: 'Ez a meghívó nem létezik, vagy már felhasználták.',
  invitationExpired: 'Ez a meghívó lejárt. Kérjen újat.',
  invitationOtherOrganization: 'Ez a meghívó egy másik szervezetnek szól.',
  invitationOtherEmail:
    'Ez a meghívó egy másik e-mail-címre szól: jelentkezzen be azzal a fiókkal, amelyre küldték.',
  invitationLoginWithout: 'Bejelentkezés meghívó nélkül',
  noInvitationTitle: 'Nincs meghívó',
  noInvitation: 'Ez az oldal meghívók elfogadására szolgál.',
  signupFailedTitle: 'Sikertelen regisztráció',
  signupFailed: 'Az új fiók nem található.',

  linkUnusableTitle: 'Ez a link már nem használható',
  resetLinkUnusable: 'Ez a jelszó-visszaállítási link érvénytelen, már felhasználták, vagy lejárt.',
  resetLinkNext: 'Kérjen új jelszó-visszaállítási e-mailt a bejelentkezési képernyőn.',
  unblockLinkUnusable: 'Ez a feloldási link érvénytelen, már felhasználták, vagy lejárt.',
  unblockLinkNext: 'Próbáljon újra bejelentkezni, hogy új feloldási e-mailt kapjon.',
  verificationLinkUnusable: 'Ez az ellenőrző link érvénytelen, már felhasználták, vagy lejárt.',
  verificationLinkNext:
    'Ha a címe még nincs ellenőrizve, jelentkezzen be, és kérjen új ellenőrző e-mailt az alkalmazásban.',
  resetTitle: 'Új jelszó választása',
  resetAccount: 'Fiók: {email}.',
  newPassword: 'Új jelszó',
  confirmNewPassword: 'Új jelszó megerősítése',
  changePassword: 'Jelszó módosítása',
  resetEnterPassword: 'Adjon meg egy új jelszót.',
  resetMismatch: 'A két jelszó nem egyezik.',
  passwordBreached: 'Ez a jelszó túl gyakori, vagy egy adatszivárgásban kiszivárgott. Válasszon másikat.',
  passwordUserInfo: 'A jelszó nem tartalmazhatja az e-mail-címét vagy a felhasználónevét.',
  passwordWeak: 'A jelszó túl gyenge. Követelmények:',
  resetDoneTitle: 'Jelszó módosítva',
  resetDone: 'A jelszava megváltozott. Mostantól ezzel jelentkezhet be.',
  unblockTitle: 'Fiók feloldása',
  unblockText: 'Túl sok sikertelen próbálkozás miatt letiltottuk a bejelentkezést ebbe a fiókba: {account}.',
  unblockTextNoName: 'Túl sok sikertelen próbálkozás miatt letiltottuk a bejelentkezést a fiókjába.',
  unblockSubmit: 'Fiókom feloldása',
  unblockDoneTitle: 'Fiók feloldva',
  unblockDone: 'A fiókja fel van oldva. Újra bejelentkezhet.',
  verifiedTitle: 'E-mail-cím ellenőrizve',
  verifiedText: 'Az e-mail-címe ellenőrizve: {email}.',
  verifiedClose: 'Bezárhatja ezt az oldalt, és visszatérhet az alkalmazáshoz.',

  signingInTitle: 'Bejelentkezés folyamatban',
  logoutTitle: 'Kijelentkezik?',
  logoutAskClient:
    'Ez az alkalmazás ki szeretné jelentkeztetni Önt a helyi identitásszolgáltatásból: {client}.',
  logoutAskClientUser:
    'Ez az alkalmazás ki szeretné jelentkeztetni Önt a helyi identitásszolgáltatásból: {client}. Bejelentkezve: {user}.',
  logoutAsk: 'Egy oldal ki szeretné jelentkeztetni Önt a helyi identitásszolgáltatásból.',
  logoutAskUser:
    'Egy oldal ki szeretné jelentkeztetni Önt a helyi identitásszolgáltatásból (bejelentkezve: {user}).',
  logoutSubmit: 'Kijelentkezés',
  logoutStay: 'Ha bejelentkezve szeretne maradni, zárja be ezt az oldalt.',
  loggedOutTitle: 'Kijelentkezett',
  loggedOut: 'Kijelentkeztettük a helyi identitásszolgáltatásból.',
};
