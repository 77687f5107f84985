// Japanese (日本語) of the hosted pages: every key of ./en.ts. Polite form (です・ます), the elements' terms
// (ログイン, パスキー, 2 段階認証, 復旧コード, 認証アプリ).
import type { HostedStrings } from './en.js';

export const ja: HostedStrings = {
  banner:
    '開発用のローカル ID サービスです。本番環境では使用しないでください。ここにあるデータは架空のものです。',
  documentTitle: '{title} · ローカル ID サービス',

  loginTitle: '{client} にログイン',
  loginOrganization: '組織: {organization}',
  email: 'メールアドレス',
  emailOrUsername: 'メールアドレスまたはユーザー名',
  password: 'パスワード',
  loginSubmit: 'ログイン',
  or: 'または',
  databaseConnection: 'データベース接続: {connection}',
  continueWith: '{provider} で続ける',
  ssoEnabled: 'シングルサインオンが有効です',
  passkeySignIn: 'パスキーでログイン',
  passkeyNotAllowed:
    'パスキーは使用されませんでした。もう一度お試しいただくか、パスワードでログインしてください。',
  passkeyUnavailable: '現在ここではパスキーを使用できません。パスワードでログインしてください。',
  loginMissingFields: 'メールアドレスとパスワードを入力してください。',
  passkeyRefused:
    'このパスキーではここにログインできません。もう一度お試しいただくか、パスワードでログインしてください。',

  providerTitle: '{connection} でログイン',
  providerNotice:
    'これはシミュレートされた {connection} プロバイダーです。ログインに使うアカウントを選んでください。',

  verifyTitle: 'ログインを確認しています',
  verifyText:
    'お使いのブラウザーはサードパーティ Cookie をブロックしています。アプリケーションでログインを確認しています。',
  verifyFrameTitle: 'ログインの確認',

  unknownConnectionTitle: '不明な接続',
  connectionNotEnabled: 'データベース接続が有効になっていません。',
  connectionRestricted: 'このログインは別の接続に限定されています。',
  unknownAccountTitle: '不明なアカウント',
  pickListedAccount: '一覧のアカウントから選んでください。',
  noLoginMethodTitle: 'ログイン方法がありません',
  noDatabaseConnection: 'このアプリケーションにはデータベース接続がありません。',

  codeTitle: '本人確認',
  codeIntro: '{client} にログインするには、認証アプリに表示される 6 桁のコードを入力してください。',
  codeLabel: 'コード',
  continue: '続ける',
  useRecoveryCode: '代わりに復旧コードを使う',
  useAuthenticator: '代わりに認証アプリを使う',
  recoveryTitle: '復旧コードを使う',
  recoveryIntro: '2 段階認証の設定時に保存した復旧コードを入力してください。',
  recoveryLabel: '復旧コード',
  enterCode: 'コードを入力してください。',
  enterRecoveryCode: '復旧コードを入力してください。',
  wrongCode:
    'コードが正しくないか、有効期限が切れています。アプリに今表示されているコードを入力してください。',
  wrongRecoveryCode: '復旧コードが正しくありません。確認してもう一度お試しください。',
  enrolTitle: '2 段階認証を設定',
  enrolIntro: '{client} ではログイン時に 2 つ目の手順が必要です。認証アプリを設定してください:',
  enrolScan: 'この QR コードをアプリでスキャンしてください。',
  enrolQrAlt: '認証アプリ用の QR コード',
  enrolKey: 'または、このキーをアプリに入力してください:',
  enrolCode: 'アプリに表示される 6 桁のコードを入力してください。',
  recoveryUsedTitle: '新しい復旧コード',
  recoveryUsedIntro: '復旧コードを使用したため、そのコードは使えなくなりました。新しいコードはこちらです:',
  recoveryEnrolledTitle: '復旧コードを保存してください',
  recoveryEnrolledIntro:
    '2 段階認証がオンになりました。認証アプリをなくした場合は、このコードでログインできます:',
  recoveryShownOnce:
    'このコードは今回しか表示されません。書き留めるか、パスワード マネージャーに保存してください。',
  recoverySaved: '復旧コードを保存しました',
  recoveryConfirm: '復旧コードを保存したことを確認してください。',
  logInAgain: 'もう一度ログイン',
  stepGoneTitle: 'このログイン手順は終了しました',
  stepGone:
    '有効期限が切れたか、すでに完了したか、別のブラウザーで開始されました。アプリケーションに戻って、もう一度ログインしてください。',
  tooManyCodesTitle: '間違ったコードが多すぎます',
  tooManyCodes: '間違ったコードが何度も入力されました。もう一度ログインしてやり直してください。',
  blockedTitle: 'アカウントがブロックされました',
  blocked:
    '間違ったコードが何度も入力されたため、アカウントをブロックしました。ブロックを解除する手順をメールでお送りしました。',
  enrolExpiredTitle: '設定の有効期限が切れました',
  enrolExpired:
    '2 段階認証の設定に時間がかかりすぎました。もう一度ログインして、最初からやり直してください。',

  organizationHint: '所属している組織の名前を入力してください。',
  organizationLabel: '組織名',
  organizationEmpty: '組織名を入力してください。',
  organizationNotFound: '「{name}」という名前の組織は見つかりません。',
  organizationPickerTitle: '組織を選択',
  organizationPickerIntro: 'いずれかの組織で {client} に進みます。',
  organizationPickerNone:
    'どの組織のメンバーでもありませんが、{client} には組織が必要です。組織の管理者に招待を依頼してください。',
  logInAnotherAccount: '別のアカウントでログイン',
  invitationTitle: '{organization} に参加',
  invitationIntro: '{inviter} さんから招待されました。パスワードを決めてアカウントを作成してください。',
  invitationAccept: '招待を承諾',
  invitationRefusedTitle: '招待を承諾できません',
  invitationUnknown: 'この招待は存在しないか、すでに使用されています。',
  invitationExpired: 'この招待は有効期限が切れています。新しい招待を依頼してください。',
  invitationOtherOrganization: 'この招待は別の組織向けです。',
  invitationOtherEmail:
    'この招待は別のメールアドレス宛てです。招待が送られたアカウントでログインしてください。',
  invitationLoginWithout: '招待を使わずにログイン',
  noInvitationTitle: '招待がありません',
  noInvitation: 'このページは招待を承諾するためのものです。',
  signupFailedTitle: 'アカウントを作成できませんでした',
  signupFailed: '新しいアカウントが見つかりませんでした。',

  linkUnusableTitle: 'このリンクは使用できません',
  resetLinkUnusable: 'このパスワード再設定リンクは無効か、すでに使用されたか、有効期限が切れています。',
  resetLinkNext: 'ログイン画面から、パスワード再設定のメールをもう一度依頼してください。',
  unblockLinkUnusable: 'このブロック解除リンクは無効か、すでに使用されたか、有効期限が切れています。',
  unblockLinkNext: 'もう一度ログインすると、新しいブロック解除メールが届きます。',
  verificationLinkUnusable: 'この確認リンクは無効か、すでに使用されたか、有効期限が切れています。',
  verificationLinkNext:
    'アドレスがまだ確認されていない場合は、ログインして、アプリケーションから確認メールをもう一度依頼してください。',
  resetTitle: '新しいパスワードを設定',
  resetAccount: 'アカウント: {email}',
  newPassword: '新しいパスワード',
  confirmNewPassword: '新しいパスワード (確認)',
  changePassword: 'パスワードを変更',
  resetEnterPassword: '新しいパスワードを入力してください。',
  resetMismatch: '2 つのパスワードが一致しません。',
  passwordBreached:
    'このパスワードはよく使われているか、データ侵害で流出しています。別のパスワードを選んでください。',
  passwordUserInfo: 'パスワードにメールアドレスやユーザー名を含めることはできません。',
  passwordWeak: 'パスワードが弱すぎます。次の条件が必要です:',
  resetDoneTitle: 'パスワードを変更しました',
  resetDone: 'パスワードを変更しました。新しいパスワードでログインできます。',
  unblockTitle: 'アカウントのブロックを解除',
  unblockText: 'ログインの失敗が多すぎたため、{account} へのログインはブロックされました。',
  unblockTextNoName: 'ログインの失敗が多すぎたため、アカウントへのログインはブロックされました。',
  unblockSubmit: 'アカウントのブロックを解除',
  unblockDoneTitle: 'ブロックを解除しました',
  unblockDone: 'アカウントのブロックを解除しました。もう一度ログインできます。',
  verifiedTitle: 'メールアドレスを確認しました',
  verifiedText: 'メールアドレス {email} を確認しました。',
  verifiedClose: 'このページを閉じて、アプリケーションに戻ってください。',
};
