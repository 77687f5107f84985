// Spanish (español) of the hosted pages: every key of ./en.ts. Informal address (tú) as the elements'
// Spanish, and their terms (Iniciar sesión, llave de acceso, verificación en dos pasos, código de recuperación).
import type { HostedStrings } from './en.js';

export const es: HostedStrings = {
  banner: 'Servicio de identidad local para desarrollo: no apto para producción. Los datos son ficticios.',
  documentTitle: '{title} · servicio de identidad local',

  loginTitle: 'Iniciar sesión en {client}',
  loginOrganization: 'Organización: {organization}',
  email: 'Correo electrónico',
  emailOrUsername: 'Correo electrónico o nombre de usuario',
  password: 'Contraseña',
  loginSubmit: 'Iniciar sesión',
  or: 'o',
  databaseConnection: 'Conexión de base de datos: {connection}',
  continueWith: 'Continuar con {provider}',
  ssoEnabled: 'Inicio de sesión único (SSO) activado',
  passkeySignIn: 'Iniciar sesión con una llave de acceso',
  passkeyNotAllowed:
    'No se usó ninguna llave de acceso. Vuelve a intentarlo o inicia sesión con tu contraseña.',
  passkeyUnavailable: 'Ahora mismo no se pueden usar llaves de acceso aquí. Inicia sesión con tu contraseña.',
  loginMissingFields: 'Introduce tu correo electrónico y tu contraseña.',
  passkeyRefused:
    'Esta llave de acceso no sirve para iniciar sesión aquí. Vuelve a intentarlo o inicia sesión con tu contraseña.',

  providerTitle: 'Iniciar sesión con {connection}',
  providerNotice: 'Este es un proveedor {connection} simulado. Elige la cuenta con la que iniciar sesión.',

  verifyTitle: 'Comprobando tu inicio de sesión',
  verifyText:
    'Tu navegador bloquea las cookies de terceros; comprobando el inicio de sesión con la aplicación.',
  verifyFrameTitle: 'Comprobación del inicio de sesión',

  unknownConnectionTitle: 'Conexión desconocida',
  connectionNotEnabled: 'La conexión de base de datos no está activada.',
  connectionRestricted: 'Este inicio de sesión está limitado a otra conexión.',
  unknownAccountTitle: 'Cuenta desconocida',
  pickListedAccount: 'Elige una de las cuentas de la lista.',
  noLoginMethodTitle: 'Ningún método de inicio de sesión',
  noDatabaseConnection: 'La aplicación no tiene conexión de base de datos.',

  codeTitle: 'Confirma que eres tú',
  codeIntro:
    'Introduce el código de 6 dígitos de tu aplicación de autenticación para iniciar sesión en {client}.',
  codeLabel: 'Código',
  continue: 'Continuar',
  useRecoveryCode: 'Usar un código de recuperación',
  useAuthenticator: 'Usar la aplicación de autenticación',
  recoveryTitle: 'Usar un código de recuperación',
  recoveryIntro:
    'Introduce el código de recuperación que guardaste al configurar la verificación en dos pasos.',
  recoveryLabel: 'Código de recuperación',
  enterCode: 'Introduce el código.',
  enterRecoveryCode: 'Introduce tu código de recuperación.',
  wrongCode: 'Ese código no es correcto o ha caducado. Introduce el código que muestra ahora tu aplicación.',
  wrongRecoveryCode: 'Ese código de recuperación no es correcto. Revísalo y vuelve a intentarlo.',
  enrolTitle: 'Configurar la verificación en dos pasos',
  enrolIntro: '{client} pide un segundo paso al iniciar sesión. Configura una aplicación de autenticación:',
  enrolScan: 'Escanea este código QR con la aplicación.',
  enrolQrAlt: 'Código QR para tu aplicación de autenticación',
  enrolKey: 'O escribe esta clave en la aplicación:',
  enrolCode: 'Introduce el código de 6 dígitos que muestra la aplicación.',
  recoveryUsedTitle: 'Tu nuevo código de recuperación',
  recoveryUsedIntro: 'Usaste tu código de recuperación, así que ya no funciona. Este es el nuevo:',
  recoveryEnrolledTitle: 'Guarda tu código de recuperación',
  recoveryEnrolledIntro:
    'La verificación en dos pasos está activada. Si pierdes tu aplicación de autenticación, este código te permite iniciar sesión:',
  recoveryShownOnce: 'Solo se muestra esta vez. Anótalo o guárdalo en un gestor de contraseñas.',
  recoverySaved: 'He guardado mi código de recuperación',
  recoveryConfirm: 'Confirma que has guardado tu código de recuperación.',
  logInAgain: 'Volver a iniciar sesión',
  stepGoneTitle: 'Este paso del inicio de sesión ha terminado',
  stepGone:
    'Caducó, ya se completó o se empezó en otro navegador. Vuelve a la aplicación e inicia sesión de nuevo.',
  tooManyCodesTitle: 'Demasiados códigos incorrectos',
  tooManyCodes:
    'Has introducido demasiados códigos incorrectos. Vuelve a iniciar sesión para intentarlo de nuevo.',
  blockedTitle: 'Cuenta bloqueada',
  blocked:
    'Tu cuenta se ha bloqueado tras demasiados códigos incorrectos. Te hemos enviado un correo con instrucciones para desbloquearla.',
  enrolExpiredTitle: 'La configuración caducó',
  enrolExpired:
    'La configuración de la verificación en dos pasos tardó demasiado. Vuelve a iniciar sesión para empezar de nuevo.',

  organizationHint: 'Introduce el nombre de la organización a la que perteneces.',
  organizationLabel: 'Nombre de la organización',
  organizationEmpty: 'Introduce el nombre de la organización.',
  organizationNotFound: 'No encontramos ninguna organización llamada «{name}».',
  organizationPickerTitle: 'Elige una organización',
  organizationPickerIntro: 'Continúa a {client} con una de tus organizaciones.',
  organizationPickerNone:
    'No eres miembro de ninguna organización y {client} necesita una. Pide una invitación al administrador de una organización.',
  logInAnotherAccount: 'Iniciar sesión con otra cuenta',
  invitationTitle: 'Únete a {organization}',
  invitationIntro: '{inviter} te ha invitado. Elige una contraseña para crear tu cuenta.',
  invitationAccept: 'Aceptar la invitación',
  invitationRefusedTitle: 'Invitación no aceptada',
  invitationUnknown: 'Esta invitación no existe o ya se ha usado.',
  invitationExpired: 'Esta invitación ha caducado. Pide una nueva.',
  invitationOtherOrganization: 'Esta invitación es para otra organización.',
  invitationOtherEmail:
    'Esta invitación es para otra dirección de correo: inicia sesión con la cuenta a la que se envió.',
  invitationLoginWithout: 'Iniciar sesión sin la invitación',
  noInvitationTitle: 'Sin invitación',
  noInvitation: 'Esta página sirve para aceptar una invitación.',
  signupFailedTitle: 'No se pudo crear la cuenta',
  signupFailed: 'No se encontró la cuenta nueva.',

  linkUnusableTitle: 'Este enlace ya no se puede usar',
  resetLinkUnusable: 'Este enlace para restablecer la contraseña no es válido, ya se usó o ha caducado.',
  resetLinkNext: 'Pide un nuevo correo para restablecer la contraseña desde la pantalla de inicio de sesión.',
  unblockLinkUnusable: 'Este enlace de desbloqueo no es válido, ya se usó o ha caducado.',
  unblockLinkNext: 'Vuelve a iniciar sesión para recibir un nuevo correo de desbloqueo.',
  verificationLinkUnusable: 'Este enlace de verificación no es válido, ya se usó o ha caducado.',
  verificationLinkNext:
    'Si tu dirección aún no está verificada, inicia sesión y pide a la aplicación un nuevo correo de verificación.',
  resetTitle: 'Elige una contraseña nueva',
  resetAccount: 'Para la cuenta {email}.',
  newPassword: 'Contraseña nueva',
  confirmNewPassword: 'Confirma la contraseña nueva',
  changePassword: 'Cambiar contraseña',
  resetEnterPassword: 'Introduce una contraseña nueva.',
  resetMismatch: 'Las dos contraseñas no coinciden.',
  passwordBreached:
    'Esta contraseña es demasiado común o ha aparecido en una filtración de datos. Elige otra.',
  passwordUserInfo: 'La contraseña no puede contener tu correo electrónico ni tu nombre de usuario.',
  passwordWeak: 'La contraseña es demasiado débil. Necesita:',
  resetDoneTitle: 'Contraseña cambiada',
  resetDone: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
  unblockTitle: 'Desbloquea tu cuenta',
  unblockText: 'El inicio de sesión en {account} se bloqueó tras demasiados intentos fallidos.',
  unblockTextNoName: 'El inicio de sesión en tu cuenta se bloqueó tras demasiados intentos fallidos.',
  unblockSubmit: 'Desbloquear mi cuenta',
  unblockDoneTitle: 'Cuenta desbloqueada',
  unblockDone: 'Tu cuenta está desbloqueada. Ya puedes volver a iniciar sesión.',
  verifiedTitle: 'Correo electrónico verificado',
  verifiedText: 'Tu dirección de correo {email} está verificada.',
  verifiedClose: 'Puedes cerrar esta página y volver a la aplicación.',

  signingInTitle: 'Iniciando sesión',
  logoutTitle: '¿Cerrar sesión?',
  logoutAskClient: '{client} pide cerrar tu sesión en el servicio de identidad local.',
  logoutAskClientUser:
    '{client} pide cerrar tu sesión en el servicio de identidad local (has iniciado sesión como {user}).',
  logoutAsk: 'Una página pide cerrar tu sesión en el servicio de identidad local.',
  logoutAskUser:
    'Una página pide cerrar tu sesión en el servicio de identidad local (has iniciado sesión como {user}).',
  logoutSubmit: 'Cerrar sesión',
  logoutStay: 'Para mantener la sesión iniciada, cierra esta página.',
  loggedOutTitle: 'Has cerrado sesión',
  loggedOut: 'Se ha cerrado tu sesión en el servicio de identidad local.',
};
