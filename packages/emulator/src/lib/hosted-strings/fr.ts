// French (français) of the hosted pages: every key of ./en.ts. Formal address (vous), the elements' terms
// (Se connecter, clé d’accès, validation en deux étapes, code de récupération).
import type { HostedStrings } from './en.js';

export const fr: HostedStrings = {
  banner:
    'Service d’identité local de développement : pas pour la production. Les données ici sont fictives.',
  documentTitle: '{title} · service d’identité local',

  loginTitle: 'Se connecter à {client}',
  loginOrganization: 'Organisation : {organization}',
  email: 'Adresse e-mail',
  emailOrUsername: 'Adresse e-mail ou nom d’utilisateur',
  password: 'Mot de passe',
  loginSubmit: 'Se connecter',
  or: 'ou',
  databaseConnection: 'Connexion de base de données : {connection}',
  continueWith: 'Continuer avec {provider}',
  ssoEnabled: 'Authentification unique (SSO) activée',
  passkeySignIn: 'Se connecter avec une clé d’accès',
  passkeyNotAllowed:
    'Aucune clé d’accès n’a été utilisée. Réessayez ou connectez-vous avec votre mot de passe.',
  passkeyUnavailable:
    'Les clés d’accès ne peuvent pas être utilisées ici pour le moment. Connectez-vous avec votre mot de passe.',
  loginMissingFields: 'Saisissez votre adresse e-mail et votre mot de passe.',
  passkeyRefused:
    'Cette clé d’accès ne permet pas de se connecter ici. Réessayez ou connectez-vous avec votre mot de passe.',

  providerTitle: 'Se connecter avec {connection}',
  providerNotice:
    'Ceci est un fournisseur {connection} simulé. Choisissez le compte avec lequel vous connecter.',

  verifyTitle: 'Vérification de votre connexion',
  verifyText:
    'Votre navigateur bloque les cookies tiers ; vérification de la connexion auprès de l’application.',
  verifyFrameTitle: 'Vérification de la connexion',

  unknownConnectionTitle: 'Connexion inconnue',
  connectionNotEnabled: 'La connexion de base de données n’est pas activée.',
  connectionRestricted: 'Cette connexion est réservée à une autre connexion d’identité.',
  unknownAccountTitle: 'Compte inconnu',
  pickListedAccount: 'Choisissez l’un des comptes proposés.',
  noLoginMethodTitle: 'Aucune méthode de connexion',
  noDatabaseConnection: 'L’application n’a pas de connexion de base de données.',

  codeTitle: 'Confirmez votre identité',
  codeIntro:
    'Saisissez le code à 6 chiffres de votre application d’authentification pour vous connecter à {client}.',
  codeLabel: 'Code',
  continue: 'Continuer',
  useRecoveryCode: 'Utiliser plutôt un code de récupération',
  useAuthenticator: 'Utiliser plutôt l’application d’authentification',
  recoveryTitle: 'Utiliser un code de récupération',
  recoveryIntro:
    'Saisissez le code de récupération enregistré lors de la configuration de la validation en deux étapes.',
  recoveryLabel: 'Code de récupération',
  enterCode: 'Saisissez le code.',
  enterRecoveryCode: 'Saisissez votre code de récupération.',
  wrongCode: 'Ce code est incorrect ou a expiré. Saisissez le code que votre application affiche maintenant.',
  wrongRecoveryCode: 'Ce code de récupération est incorrect. Vérifiez-le et réessayez.',
  enrolTitle: 'Configurer la validation en deux étapes',
  enrolIntro:
    '{client} demande une deuxième étape à la connexion. Configurez une application d’authentification :',
  enrolScan: 'Scannez ce code QR avec l’application.',
  enrolQrAlt: 'Code QR pour votre application d’authentification',
  enrolKey: 'Ou saisissez cette clé dans l’application :',
  enrolCode: 'Saisissez le code à 6 chiffres affiché par l’application.',
  recoveryUsedTitle: 'Votre nouveau code de récupération',
  recoveryUsedIntro:
    'Vous avez utilisé votre code de récupération, il ne fonctionne donc plus. Voici le nouveau :',
  recoveryEnrolledTitle: 'Enregistrez votre code de récupération',
  recoveryEnrolledIntro:
    'La validation en deux étapes est activée. Si vous perdez votre application d’authentification, ce code vous permet de vous connecter :',
  recoveryShownOnce:
    'Il n’est affiché qu’une seule fois. Notez-le ou conservez-le dans un gestionnaire de mots de passe.',
  recoverySaved: 'J’ai enregistré mon code de récupération',
  recoveryConfirm: 'Confirmez que vous avez enregistré votre code de récupération.',
  logInAgain: 'Se reconnecter',
  stepGoneTitle: 'Cette étape de connexion est terminée',
  stepGone:
    'Elle a expiré, a déjà été effectuée ou a été commencée dans un autre navigateur. Retournez à l’application et reconnectez-vous.',
  tooManyCodesTitle: 'Trop de codes erronés',
  tooManyCodes: 'Vous avez saisi trop de codes erronés. Reconnectez-vous pour réessayer.',
  blockedTitle: 'Compte bloqué',
  blocked:
    'Votre compte a été bloqué après trop de codes erronés. Nous vous avons envoyé un e-mail expliquant comment le débloquer.',
  enrolExpiredTitle: 'La configuration a expiré',
  enrolExpired:
    'La configuration de la validation en deux étapes a pris trop de temps. Reconnectez-vous pour recommencer.',

  organizationHint: 'Saisissez le nom de l’organisation dont vous faites partie.',
  organizationLabel: 'Nom de l’organisation',
  organizationEmpty: 'Saisissez le nom de l’organisation.',
  organizationNotFound: 'Aucune organisation nommée « {name} » n’a été trouvée.',
  organizationPickerTitle: 'Choisir une organisation',
  organizationPickerIntro: 'Continuez vers {client} avec l’une de vos organisations.',
  organizationPickerNone:
    'Vous n’êtes membre d’aucune organisation, et {client} en exige une. Demandez une invitation à l’administrateur d’une organisation.',
  logInAnotherAccount: 'Se connecter avec un autre compte',
  invitationTitle: 'Rejoindre {organization}',
  invitationIntro: '{inviter} vous a invité. Choisissez un mot de passe pour créer votre compte.',
  invitationAccept: 'Accepter l’invitation',
  invitationRefusedTitle: 'Invitation non acceptée',
  invitationUnknown: 'Cette invitation n’existe pas ou a déjà été utilisée.',
  invitationExpired: 'Cette invitation a expiré. Demandez-en une nouvelle.',
  invitationOtherOrganization: 'Cette invitation concerne une autre organisation.',
  invitationOtherEmail:
    'Cette invitation concerne une autre adresse e-mail : connectez-vous avec le compte auquel elle a été envoyée.',
  invitationLoginWithout: 'Se connecter sans l’invitation',
  noInvitationTitle: 'Aucune invitation',
  noInvitation: 'Cette page sert à accepter une invitation.',
  signupFailedTitle: 'Échec de l’inscription',
  signupFailed: 'Le nouveau compte est introuvable.',

  linkUnusableTitle: 'Ce lien ne peut plus être utilisé',
  resetLinkUnusable:
    'Ce lien de réinitialisation du mot de passe n’est pas valide, a déjà été utilisé ou a expiré.',
  resetLinkNext: 'Demandez un nouvel e-mail de réinitialisation depuis l’écran de connexion.',
  unblockLinkUnusable: 'Ce lien de déblocage n’est pas valide, a déjà été utilisé ou a expiré.',
  unblockLinkNext: 'Essayez de vous reconnecter pour recevoir un nouvel e-mail de déblocage.',
  verificationLinkUnusable: 'Ce lien de vérification n’est pas valide, a déjà été utilisé ou a expiré.',
  verificationLinkNext:
    'Si votre adresse n’est pas encore vérifiée, connectez-vous et demandez à l’application un nouvel e-mail de vérification.',
  resetTitle: 'Choisir un nouveau mot de passe',
  resetAccount: 'Pour le compte {email}.',
  newPassword: 'Nouveau mot de passe',
  confirmNewPassword: 'Confirmer le nouveau mot de passe',
  changePassword: 'Changer le mot de passe',
  resetEnterPassword: 'Saisissez un nouveau mot de passe.',
  resetMismatch: 'Les deux mots de passe ne correspondent pas.',
  passwordBreached:
    'Ce mot de passe est trop courant ou a été exposé lors d’une fuite de données. Choisissez-en un autre.',
  passwordUserInfo: 'Le mot de passe ne doit contenir ni votre adresse e-mail ni votre nom d’utilisateur.',
  passwordWeak: 'Le mot de passe est trop faible. Il lui faut :',
  resetDoneTitle: 'Mot de passe modifié',
  resetDone: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec.',
  unblockTitle: 'Débloquer votre compte',
  unblockText: 'La connexion à {account} a été bloquée après trop de tentatives échouées.',
  unblockTextNoName: 'La connexion à votre compte a été bloquée après trop de tentatives échouées.',
  unblockSubmit: 'Débloquer mon compte',
  unblockDoneTitle: 'Compte débloqué',
  unblockDone: 'Votre compte est débloqué. Vous pouvez vous reconnecter.',
  verifiedTitle: 'Adresse e-mail vérifiée',
  verifiedText: 'Votre adresse e-mail {email} est vérifiée.',
  verifiedClose: 'Vous pouvez fermer cette page et revenir à l’application.',

  signingInTitle: 'Connexion en cours',
  logoutTitle: 'Se déconnecter ?',
  logoutAskClient: '{client} demande à vous déconnecter du service d’identité local.',
  logoutAskClientUser:
    '{client} demande à vous déconnecter du service d’identité local (connecté en tant que {user}).',
  logoutAsk: 'Une page demande à vous déconnecter du service d’identité local.',
  logoutAskUser:
    'Une page demande à vous déconnecter du service d’identité local (connecté en tant que {user}).',
  logoutSubmit: 'Se déconnecter',
  logoutStay: 'Pour rester connecté, fermez cette page.',
  loggedOutTitle: 'Vous êtes déconnecté',
  loggedOut: 'Vous avez été déconnecté du service d’identité local.',
};
