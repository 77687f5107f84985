// Catalan (català) of the hosted pages: every key of ./en.ts. Informal address (tu) as the elements'
// Catalan, and their terms (Inicia la sessió, clau d’accés, verificació en dos passos, codi de recuperació,
// aplicació d’autenticació).
import type { HostedStrings } from './en.js';

export const ca: HostedStrings = {
  banner:
    'Servei d’identitat local per al desenvolupament: no és per a producció. Totes les dades són fictícies.',
  documentTitle: '{title} · servei d’identitat local',

  loginTitle: 'Inicia la sessió a {client}',
  loginOrganization: 'Organització: {organization}',
  email: 'Correu electrònic',
  emailOrUsername: 'Correu electrònic o nom d’usuari',
  password: 'Contrasenya',
  loginSubmit: 'Inicia la sessió',
  or: 'o',
  databaseConnection: 'Connexió de base de dades: {connection}',
  continueWith: 'Continua amb {provider}',
  ssoEnabled: 'Inici de sessió únic activat',
  passkeySignIn: 'Inicia la sessió amb una clau d’accés',
  passkeyNotAllowed:
    'No s’ha fet servir cap clau d’accés. Torna-ho a provar o inicia la sessió amb la contrasenya.',
  passkeyUnavailable:
    'Ara mateix no es poden fer servir claus d’accés aquí. Inicia la sessió amb la contrasenya.',
  loginMissingFields: 'Introdueix el correu electrònic i la contrasenya.',
  passkeyRefused:
    'Aquesta clau d’accés no pot iniciar la sessió aquí. Torna-ho a provar o inicia la sessió amb la contrasenya.',

  providerTitle: 'Inicia la sessió amb {connection}',
  providerNotice:
    'Aquest és un proveïdor {connection} simulat. Tria el compte amb què vols iniciar la sessió.',

  verifyTitle: 'S’està verificant l’inici de sessió',
  verifyText:
    'El navegador bloqueja les galetes de tercers; s’està comprovant l’inici de sessió amb l’aplicació.',
  verifyFrameTitle: 'Verificació de l’inici de sessió',

  unknownConnectionTitle: 'Connexió desconeguda',
  connectionNotEnabled: 'La connexió de base de dades no està activada.',
  connectionRestricted: 'Aquest inici de sessió està restringit a una altra connexió.',
  unknownAccountTitle: 'Compte desconegut',
  pickListedAccount: 'Tria un dels comptes de la llista.',
  noLoginMethodTitle: 'Cap mètode d’inici de sessió',
  noDatabaseConnection: 'L’aplicació no té cap connexió de base de dades.',

  codeTitle: 'Verifica que ets tu',
  codeIntro: 'Introdueix el codi de 6 xifres de l’aplicació d’autenticació per iniciar la sessió a {client}.',
  codeLabel: 'Codi',
  continue: 'Continua',
  useRecoveryCode: 'Fes servir un codi de recuperació',
  useAuthenticator: 'Fes servir l’aplicació d’autenticació',
  recoveryTitle: 'Fes servir un codi de recuperació',
  recoveryIntro:
    'Introdueix el codi de recuperació que vas desar quan vas configurar la verificació en dos passos.',
  recoveryLabel: 'Codi de recuperació',
  enterCode: 'Introdueix el codi.',
  enterRecoveryCode: 'Introdueix el codi de recuperació.',
  wrongCode: 'Aquest codi no és correcte o ha caducat. Introdueix el codi que mostra ara l’aplicació.',
  wrongRecoveryCode: 'Aquest codi de recuperació no és correcte. Comprova’l i torna-ho a provar.',
  enrolTitle: 'Configura la verificació en dos passos',
  enrolIntro: '{client} demana un segon pas quan inicies la sessió. Configura una aplicació d’autenticació:',
  enrolScan: 'Escaneja aquest codi QR amb l’aplicació.',
  enrolQrAlt: 'Codi QR per a l’aplicació d’autenticació',
  enrolKey: 'O escriu aquesta clau a l’aplicació:',
  enrolCode: 'Introdueix el codi de 6 xifres que mostra l’aplicació.',
  recoveryUsedTitle: 'El teu nou codi de recuperació',
  recoveryUsedIntro: 'Has fet servir el codi de recuperació, així que ja no funciona. Aquest és el nou:',
  recoveryEnrolledTitle: 'Desa el codi de recuperació',
  recoveryEnrolledIntro:
    'La verificació en dos passos està activada. Si perds l’aplicació d’autenticació, aquest codi et permet iniciar la sessió:',
  recoveryShownOnce: 'Només es mostra aquesta vegada. Anota’l o guarda’l en un gestor de contrasenyes.',
  recoverySaved: 'He desat el codi de recuperació',
  recoveryConfirm: 'Confirma que has desat el codi de recuperació.',
  logInAgain: 'Torna a iniciar la sessió',
  stepGoneTitle: 'Aquest pas de l’inici de sessió ha acabat',
  stepGone:
    'Ha caducat, ja s’ha completat o es va començar en un altre navegador. Torna a l’aplicació i torna a iniciar la sessió.',
  tooManyCodesTitle: 'Massa codis incorrectes',
  tooManyCodes: 'Has introduït massa codis incorrectes. Torna a iniciar la sessió per tornar-ho a provar.',
  blockedTitle: 'Compte bloquejat',
  blocked:
    'El teu compte s’ha bloquejat després de massa codis incorrectes. T’hem enviat un correu electrònic amb instruccions per desbloquejar-lo.',
  enrolExpiredTitle: 'La configuració ha caducat',
  enrolExpired:
    'La configuració de la verificació en dos passos ha trigat massa. Torna a iniciar la sessió per començar de nou.',

  organizationHint: 'Introdueix el nom de l’organització a la qual pertanys.',
  organizationLabel: 'Nom de l’organització',
  organizationEmpty: 'Introdueix el nom de l’organització.',
  organizationNotFound: 'No trobem cap organització amb el nom «{name}».',
  organizationPickerTitle: 'Tria una organització',
  organizationPickerIntro: 'Continua a {client} amb una de les teves organitzacions.',
  organizationPickerNone:
    'No ets membre de cap organització, i {client} en necessita una. Demana una invitació a l’administrador d’una organització.',
  logInAnotherAccount: 'Inicia la sessió amb un altre compte',
  invitationTitle: 'Uneix-te a {organization}',
  invitationIntro: '{inviter} t’ha convidat. Tria una contrasenya per crear el compte.',
  invitationAccept: 'Accepta la invitació',
  invitationRefusedTitle: 'Invitació no acceptada',
  invitationUnknown: 'Aquesta invitació no existeix o ja s’ha fet servir.',
  invitationExpired: 'Aquesta invitació ha caducat. Demana’n una de nova.',
  invitationOtherOrganization: 'Aquesta invitació és per a una altra organització.',
  invitationOtherEmail:
    'Aquesta invitació és per a una altra adreça electrònica: inicia la sessió amb el compte al qual es va enviar.',
  invitationLoginWithout: 'Inicia la sessió sense la invitació',
  noInvitationTitle: 'Cap invitació',
  noInvitation: 'Aquesta pàgina accepta una invitació.',
  signupFailedTitle: 'No s’ha pogut completar el registre',
  signupFailed: 'No s’ha trobat el compte nou.',

  linkUnusableTitle: 'Aquest enllaç ja no es pot fer servir',
  resetLinkUnusable:
    'Aquest enllaç per restablir la contrasenya no és vàlid, ja s’ha fet servir o ha caducat.',
  resetLinkNext:
    'Demana un nou correu electrònic per restablir la contrasenya des de la pantalla d’inici de sessió.',
  unblockLinkUnusable: 'Aquest enllaç de desbloqueig no és vàlid, ja s’ha fet servir o ha caducat.',
  unblockLinkNext: 'Torna a provar d’iniciar la sessió per rebre un nou correu electrònic de desbloqueig.',
  verificationLinkUnusable: 'Aquest enllaç de verificació no és vàlid, ja s’ha fet servir o ha caducat.',
  verificationLinkNext:
    'Si la teva adreça encara no està verificada, inicia la sessió i demana a l’aplicació un nou correu electrònic de verificació.',
  resetTitle: 'Tria una contrasenya nova',
  resetAccount: 'Per al compte {email}.',
  newPassword: 'Contrasenya nova',
  confirmNewPassword: 'Confirma la contrasenya nova',
  changePassword: 'Canvia la contrasenya',
  resetEnterPassword: 'Introdueix una contrasenya nova.',
  resetMismatch: 'Les dues contrasenyes no coincideixen.',
  passwordBreached:
    'Aquesta contrasenya és massa comuna o ha aparegut en una filtració de dades. Tria’n una altra.',
  passwordUserInfo: 'La contrasenya no pot contenir la teva adreça electrònica ni el teu nom d’usuari.',
  passwordWeak: 'La contrasenya és massa feble. Necessita:',
  resetDoneTitle: 'Contrasenya canviada',
  resetDone: 'La contrasenya s’ha canviat. Ara ja pots iniciar la sessió amb la nova.',
  unblockTitle: 'Desbloqueja el compte',
  unblockText: 'L’inici de sessió a {account} s’ha bloquejat després de massa intents fallits.',
  unblockTextNoName: 'L’inici de sessió al teu compte s’ha bloquejat després de massa intents fallits.',
  unblockSubmit: 'Desbloqueja el meu compte',
  unblockDoneTitle: 'Compte desbloquejat',
  unblockDone: 'El teu compte està desbloquejat. Ja pots tornar a iniciar la sessió.',
  verifiedTitle: 'Adreça electrònica verificada',
  verifiedText: 'La teva adreça electrònica {email} està verificada.',
  verifiedClose: 'Pots tancar aquesta pàgina i tornar a l’aplicació.',

  signingInTitle: 'S’està iniciant la sessió',
  logoutTitle: 'Vols tancar la sessió?',
  logoutAskClient: '{client} et demana tancar la sessió del servei d’identitat local.',
  logoutAskClientUser:
    '{client} et demana tancar la sessió del servei d’identitat local (sessió iniciada com a {user}).',
  logoutAsk: 'Una pàgina et demana tancar la sessió del servei d’identitat local.',
  logoutAskUser:
    'Una pàgina et demana tancar la sessió del servei d’identitat local (sessió iniciada com a {user}).',
  logoutSubmit: 'Tanca la sessió',
  logoutStay: 'Per mantenir la sessió iniciada, tanca aquesta pàgina.',
  loggedOutTitle: 'Has tancat la sessió',
  loggedOut: 'S’ha tancat la teva sessió del servei d’identitat local.',
};
