// Greek (Ελληνικά): every key of the English dictionary (./en.ts), loaded on demand for `lang="el"`
// (and `el-GR`, `el-CY`). Formal address (εσείς: "Εισαγάγετε", "Συνδεθείτε"), as Google, Microsoft and
// Apple do in Greek; buttons are nouns of action ("Σύνδεση", "Αποθήκευση"). Greek punctuation: the
// question mark is ";" and the upper stop "·" joins clauses; quotes «…». Where a Greek word would
// run long at 375 px the shorter natural wording is used. Numbers inflect through ICU plural syntax
// (one, other). Placeholders `{name}` as in English.
import type { Translation } from '../i18n.js';

const el: Translation = {
  // Organizations (invitation, switcher)
  joinTitle: 'Συμμετοχή στον οργανισμό {organization}',
  joinTitleUnnamed: 'Αποδοχή της πρόσκλησής σας',
  joinIntro:
    'Έχετε προσκληθεί να γίνετε μέλος του οργανισμού {organization}. Συνεχίστε για να συνδεθείτε ή να δημιουργήσετε τον λογαριασμό σας με τη διεύθυνση email στην οποία στάλθηκε η πρόσκληση.',
  joinIntroUnnamed:
    'Έχετε προσκληθεί να γίνετε μέλος ενός οργανισμού. Συνεχίστε για να συνδεθείτε ή να δημιουργήσετε τον λογαριασμό σας με τη διεύθυνση email στην οποία στάλθηκε η πρόσκληση.',
  joinSubmit: 'Αποδοχή πρόσκλησης',
  joinPending: 'Άνοιγμα της πρόσκλησής σας…',
  joinFailed:
    'Δεν ήταν δυνατή η αποδοχή αυτής της πρόσκλησης· μπορεί να έχει λήξει, να έχει ήδη χρησιμοποιηθεί ή να προορίζεται για άλλον λογαριασμό.',
  joinLoginInstead: 'Σύνδεση χωρίς την πρόσκληση',
  orgSwitcherLabel: 'Οργανισμός',
  orgCurrent: 'Οργανισμός: {organization}. Αλλαγή οργανισμού',
  orgMenuLabel: 'Οι οργανισμοί σας',
  orgPersonal: 'Προσωπικός λογαριασμός',
  orgChooseAnother: 'Επιλογή άλλου οργανισμού',
  orgSwitching: 'Μετάβαση στον οργανισμό {organization}…',
  orgSignedOut: 'Δεν έχετε συνδεθεί',
  // Shared
  email: 'Διεύθυνση email',
  username: 'Όνομα χρήστη',
  emailOrUsername: 'Email ή όνομα χρήστη',
  password: 'Κωδικός πρόσβασης',
  phone: 'Αριθμός τηλεφώνου',
  code: 'Κωδικός',
  or: 'ή',
  pending: 'Περιμένετε…',
  // Password fields
  showPassword: 'Εμφάνιση κωδικού πρόσβασης',
  capsLockOn: 'Το Caps Lock είναι ενεργό.',
  // Login
  loginTitle: 'Σύνδεση',
  loginSubmit: 'Σύνδεση',
  loginPending: 'Σύνδεση…',
  loginDone: 'Έχετε συνδεθεί.',
  continueWith: 'Συνέχεια με {provider}',
  forgotPassword: 'Ξεχάσατε τον κωδικό πρόσβασης;',
  noAccount: 'Δεν έχετε λογαριασμό;',
  signupLink: 'Εγγραφή',
  loginRedirecting: 'Ανακατεύθυνση…',
  enterpriseNotice: 'Η σύνδεσή σας γίνεται μέσω της εταιρείας σας.',
  loginPopupPending: 'Αναμονή για το παράθυρο σύνδεσης…',
  socialGroup: 'Σύνδεση με άλλον λογαριασμό',
  providerGoogle: 'Google',
  providerGithub: 'GitHub',
  providerFacebook: 'Facebook',
  providerApple: 'Apple',
  providerMicrosoft: 'Microsoft',
  providerLinkedin: 'LinkedIn',
  providerTwitter: 'X',
  // Passwordless
  passwordlessTitle: 'Σύνδεση χωρίς κωδικό πρόσβασης',
  passwordlessIntroEmail: 'Θα σας στείλουμε έναν κωδικό μίας χρήσης με email.',
  passwordlessIntroSms: 'Θα σας στείλουμε έναν κωδικό μίας χρήσης με SMS.',
  passwordlessIntroEmailLink: 'Θα σας στείλουμε έναν σύνδεσμο μίας χρήσης με email.',
  passwordlessIntroSmsLink: 'Θα σας στείλουμε έναν σύνδεσμο μίας χρήσης με SMS.',
  passwordlessAddressFormCode: 'Λήψη κωδικού σύνδεσης',
  passwordlessAddressFormLink: 'Λήψη συνδέσμου σύνδεσης',
  passwordlessCodeForm: 'Εισαγάγετε τον κωδικό σύνδεσης',
  passwordlessLinkForm: 'Δεν λάβατε τον σύνδεσμο;',
  passwordlessEmailSubmit: 'Αποστολή κωδικού',
  passwordlessSmsSubmit: 'Αποστολή κωδικού',
  passwordlessLinkSubmit: 'Αποστολή συνδέσμου',
  passwordlessCodeSent: 'Στείλαμε έναν κωδικό στο {destination}.',
  passwordlessLinkSent: 'Στείλαμε έναν σύνδεσμο στο {destination}. Ανοίξτε τον για να συνδεθείτε.',
  passwordlessCodeSubmit: 'Σύνδεση',
  passwordlessResend: 'Αποστολή νέου κωδικού',
  passwordlessChangeEmail: 'Χρήση άλλου email',
  passwordlessChangePhone: 'Χρήση άλλου αριθμού τηλεφώνου',
  passwordlessPhoneHint: 'Με τον κωδικό χώρας, για παράδειγμα +15551234567.',
  passwordlessSending: 'Αποστολή…',
  passwordlessVerifying: 'Έλεγχος κωδικού…',
  passwordlessResendLink: 'Αποστολή νέου συνδέσμου',
  passwordlessResendCountdown: '{label} ({seconds} δευτ.)',
  passwordlessResendWait:
    'Μπορείτε να ζητήσετε νέο σε {seconds, plural, one {# δευτερόλεπτο} other {# δευτερόλεπτα}}.',
  passwordlessResendReady: 'Μπορείτε τώρα να ζητήσετε νέο.',
  passwordlessRedirecting: 'Ο κωδικός έγινε δεκτός. Σύνδεση…',
  // Sign-up
  signupTitle: 'Δημιουργία λογαριασμού',
  signupSubmit: 'Εγγραφή',
  signupEnterprise:
    'Οι διευθύνσεις στο {domain} συνδέονται μέσω της εταιρείας τους: δεν χρειάζεται να δημιουργήσετε λογαριασμό εδώ.',
  signupPending: 'Δημιουργία του λογαριασμού σας…',
  signupDone: 'Ο λογαριασμός σας δημιουργήθηκε.',
  haveAccount: 'Έχετε ήδη λογαριασμό;',
  loginLink: 'Σύνδεση',
  loginInstead: 'Σύνδεση σε υπάρχοντα λογαριασμό',
  signedInAs: 'Συνδεθήκατε ως {name}',
  signupLoggingIn: 'Ο λογαριασμός σας δημιουργήθηκε. Σύνδεση…',
  passwordPolicyTitle: 'Ο κωδικός πρόσβασης πρέπει να περιέχει:',
  passwordPolicyLength: 'Τουλάχιστον {count, plural, one {# χαρακτήρα} other {# χαρακτήρες}}',
  passwordPolicyClasses: 'Τουλάχιστον {count} από αυτούς τους {total} τύπους χαρακτήρων:',
  passwordPolicyLower: 'Πεζά γράμματα (a–z)',
  passwordPolicyUpper: 'Κεφαλαία γράμματα (A–Z)',
  passwordPolicyDigit: 'Ψηφία (0–9)',
  passwordPolicySpecial: 'Ειδικοί χαρακτήρες (π.χ. !@#$%^&*)',
  passwordPolicyMet: 'Πληρούται:',
  passwordPolicyUnmet: 'Λείπει:',
  passwordPolicySatisfied: 'Ο κωδικός πρόσβασης πληροί όλες τις απαιτήσεις.',
  // Change password
  changePasswordTitle: 'Επαναφορά κωδικού πρόσβασης',
  changePasswordIntro:
    'Εισαγάγετε το email σας και θα σας στείλουμε έναν σύνδεσμο για να επαναφέρετε τον κωδικό πρόσβασής σας.',
  changePasswordSubmit: 'Αποστολή συνδέσμου επαναφοράς',
  changePasswordDone: 'Ελέγξτε το email σας για τον σύνδεσμο επαναφοράς του κωδικού πρόσβασης.',
  changePasswordPending: 'Αποστολή…',
  backToLogin: 'Επιστροφή στη σύνδεση',
  // Profile
  profileTitle: 'Το προφίλ σας',
  profileSave: 'Αποθήκευση',
  profileSaved: 'Το προφίλ σας αποθηκεύτηκε.',
  logout: 'Αποσύνδεση',
  notSignedIn: 'Δεν έχετε συνδεθεί.',
  // <auth-profile>
  profileLoading: 'Φόρτωση του προφίλ σας…',
  profileRetry: 'Δοκιμάστε ξανά',
  profileEmailVerified: 'Επαληθευμένο',
  profileEmailUnverified: 'Μη επαληθευμένο',
  profileMetadataTitle: 'Τα στοιχεία σας',
  profileMetadataHint:
    'Το κείμενο αποθηκεύεται όπως γράφεται. Επιλέξτε JSON για αριθμούς, true ή false, λίστες και αντικείμενα.',
  profileMetadataEmpty: 'Δεν υπάρχουν ακόμη στοιχεία.',
  profileNewField: 'Νέο πεδίο',
  profileFieldName: 'Όνομα',
  profileFieldValue: 'Τιμή',
  profileFieldType: 'Τύπος του {key}',
  profileNewFieldType: 'Τύπος του νέου πεδίου',
  profileTypeText: 'Κείμενο',
  profileTypeJson: 'JSON',
  profileRemove: 'Κατάργηση',
  profileRemoveField: 'Κατάργηση του {key}',
  profileKeep: 'Διατήρηση',
  profileKeepField: 'Διατήρηση του {key}',
  profileFieldRemoved: 'Θα καταργηθεί κατά την αποθήκευση.',
  profileAddField: 'Προσθήκη πεδίου',
  profileSaving: 'Αποθήκευση…',
  profileNothingToSave: 'Δεν υπάρχουν αλλαγές για αποθήκευση.',
  profileInvalidJson: 'Αυτό δεν είναι έγκυρο JSON. Παραδείγματα: 42, true, "κείμενο", [1, 2] ή {"a": 1}.',
  profileEmptyJson: 'Εισαγάγετε μια τιμή JSON, για παράδειγμα 42, true ή "κείμενο".',
  profileNullValue:
    'Η τιμή null θα καταργούσε αυτό το πεδίο. Για να το καταργήσετε, χρησιμοποιήστε την «Κατάργηση».',
  profileKeyRequired: 'Εισαγάγετε ένα όνομα για το πεδίο.',
  profileKeyDuplicate: 'Υπάρχει ήδη πεδίο με το όνομα {key}.',
  profileIdentitiesTitle: 'Συνδεδεμένοι λογαριασμοί',
  profileIdentityPassword: 'Email και κωδικός πρόσβασης',
  profileIdentityMain: 'Κύριος λογαριασμός',
  profileUnlink: 'Κατάργηση σύνδεσης',
  profileUnlinkAccount: 'Κατάργηση σύνδεσης του {account}',
  profileUnlinkTitle: 'Κατάργηση σύνδεσης του {account};',
  profileUnlinkRule:
    'Θα γίνει ξανά ξεχωριστός χρήστης: η σύνδεση με αυτόν ανοίγει το δικό του προφίλ, όχι αυτό. Δεν παίρνει μαζί του τα στοιχεία αυτού του προφίλ.',
  profileUnlinkPending: 'Κατάργηση σύνδεσης λογαριασμού…',
  profileUnlinked: 'Η σύνδεση του λογαριασμού καταργήθηκε. Είναι ξανά ξεχωριστός χρήστης.',
  profileUnlinkGone: 'Αυτός ο λογαριασμός δεν ήταν πλέον συνδεδεμένος με το προφίλ σας.',
  profileActionUnlink: 'καταργήσει τη σύνδεση λογαριασμών',
  profileChangePassword: 'Αλλαγή κωδικού πρόσβασης',
  profileChangePasswordOf: 'Αλλαγή κωδικού πρόσβασης για {account}',
  profilePasswordPending: 'Αποστολή του email…',
  profilePasswordSent:
    'Στείλαμε ένα email στο {email} με έναν σύνδεσμο για να επιλέξετε νέο κωδικό πρόσβασης.',
  profileLinkButton: 'Σύνδεση άλλου λογαριασμού',
  profileLinkConfirmTitle: 'Σύνδεση άλλου λογαριασμού;',
  profileLinkRuleMerged:
    'Ο άλλος λογαριασμός γίνεται μέρος αυτού του προφίλ και παύει να υπάρχει αυτόνομα: η σύνδεση με αυτόν ανοίγει αυτό το προφίλ.',
  profileLinkRuleMetadata:
    'Τα στοιχεία του άλλου λογαριασμού δεν αντιγράφονται σε αυτό το προφίλ· χάνονται, ακόμη κι αν καταργήσετε αργότερα τη σύνδεση.',
  profileLinkChoose: 'Συνδεθείτε στον λογαριασμό που θέλετε να συνδέσετε:',
  profileLinkWith: 'Σύνδεση με {provider}',
  profileLinkDatabase: 'Email και κωδικός πρόσβασης',
  profileLinkCancel: 'Ακύρωση',
  profileLinkPending: 'Αναμονή για το παράθυρο σύνδεσης του άλλου λογαριασμού…',
  profileLinked: 'Ο λογαριασμός συνδέθηκε.',
  profileLinkSameAccount:
    'Αυτός είναι ο λογαριασμός που χρησιμοποιείτε τώρα. Συνδεθείτε με άλλον λογαριασμό για να τον συνδέσετε.',
  profileMissingPermission:
    'Σε αυτή τη σελίδα λείπει η άδεια «{permission}», που τη χρειάζεται για να {action}.',
  profileActionRead: 'εμφανίσει το προφίλ σας',
  profileActionSave: 'αποθηκεύσει τα στοιχεία σας',
  profileActionRemove: 'καταργήσει στοιχεία',
  profileActionLink: 'συνδέσει λογαριασμούς',
  consentRequired:
    'Αυτή η σελίδα χρειάζεται την άδειά σας για να διαβάζει και να αλλάζει τα δεδομένα του λογαριασμού σας.',
  profileLoginRequired:
    'Η περίοδος σύνδεσής σας έληξε, οπότε αυτή η σελίδα δεν μπορεί να ανοίξει το προφίλ σας.',
  grantAccessHint: 'Επιλέξτε «Παραχώρηση πρόσβασης» και συνδεθείτε για να το επιτρέψετε.',
  profileOwnerHint:
    'Αποσυνδεθείτε και συνδεθείτε ξανά· αν αυτό δεν βοηθήσει, ο ιστότοπος πρέπει να το ζητά κατά τη σύνδεση.',
  grantAccess: 'Παραχώρηση πρόσβασης',
  grantAccessPending: 'Αναμονή για το παράθυρο σύνδεσης…',
  profileAccessGranted: 'Η πρόσβαση παραχωρήθηκε. Δοκιμάστε ξανά.',
  // API permissions editor
  permissionsTitle: 'Άδειες',
  permissionsSignedOut: 'Συνδεθείτε για να διαχειριστείτε τις άδειες αυτού του API.',
  permissionValue: 'Άδεια',
  permissionDescription: 'Περιγραφή',
  permissionAdd: 'Προσθήκη άδειας',
  permissionRemove: 'Κατάργηση της άδειας {permission}',
  permissionsSave: 'Αποθήκευση αδειών',
  permissionsSaved: 'Οι άδειες αποθηκεύτηκαν.',
  permissionsEmpty: 'Αυτό το API δεν έχει ακόμη άδειες.',
  permissionsOf: '{api} ({identifier})',
  permissionsLoading: 'Φόρτωση αδειών…',
  permissionsSaving: 'Αποθήκευση…',
  permissionsChange: 'Αλλαγή',
  permissionsActions: 'Ενέργειες',
  permissionAdded: 'Προστέθηκε',
  permissionRemoved: 'Θα καταργηθεί',
  permissionRemoveShort: 'Κατάργηση',
  permissionRestoreShort: 'Επαναφορά',
  permissionRestore: 'Επαναφορά της άδειας {permission}',
  permissionNew: 'Νέα άδεια',
  permissionValueHint: 'Ένα όνομα χωρίς κενά, για παράδειγμα read:reports.',
  permissionValueRequired: 'Εισαγάγετε ένα όνομα άδειας.',
  permissionValueWhitespace: 'Το όνομα μιας άδειας δεν μπορεί να περιέχει κενά.',
  permissionValueReserved:
    'Το «{permission}» είναι δεσμευμένο όνομα και δεν μπορεί να είναι άδεια API. Επιλέξτε άλλο όνομα.',
  permissionValueDuplicate: 'Αυτό το API έχει ήδη την άδεια «{permission}».',
  permissionsDirty:
    'Μη αποθηκευμένες αλλαγές: {added, plural, one {# προστέθηκε} other {# προστέθηκαν}}, {removed, plural, one {# καταργήθηκε} other {# καταργήθηκαν}}.',
  permissionsDiscard: 'Απόρριψη αλλαγών',
  permissionsRemoveAll: 'Κατάργηση όλων των αδειών',
  permissionsRemoveAllTitle: 'Κατάργηση όλων των αδειών;',
  permissionsRemoveAllText:
    'Με αυτό καταργούνται αμέσως όλες οι άδειες του {api}, μαζί με τις αλλαγές που δεν έχουν αποθηκευτεί ακόμη. Οι εφαρμογές δεν θα μπορούν πλέον να τις ζητούν.',
  permissionsRemoveAllConfirm: 'Κατάργηση όλων',
  permissionsRemovingAll: 'Κατάργηση όλων των αδειών…',
  permissionsRemovedAll: 'Όλες οι άδειες καταργήθηκαν.',
  permissionsCancel: 'Ακύρωση',
  permissionsSwitchPrompt:
    'Υπάρχουν μη αποθηκευμένες αλλαγές στις άδειες του {api}. Αποθηκεύστε τις ή απορρίψτε τις για να εμφανιστεί το {next}.',
  permissionsSaveAndContinue: 'Αποθήκευση και συνέχεια',
  permissionsDiscardAndContinue: 'Απόρριψη και συνέχεια',
  // <auth-profile>: sign-in methods (passkeys, two-step verification)
  profileMethodsLoading: 'Φόρτωση των τρόπων σύνδεσής σας…',
  profileMethodsConsent:
    'Αυτή η σελίδα χρειάζεται την άδειά σας για να εμφανίζει και να αλλάζει τους τρόπους σύνδεσής σας.',
  profileMethodsLoginRequired:
    'Η περίοδος σύνδεσής σας έληξε, οπότε αυτή η σελίδα δεν μπορεί να εμφανίσει τους τρόπους σύνδεσής σας.',
  profileIdentityPasskey: 'Email και κλειδί πρόσβασης',
  profilePasskeysTitle: 'Κλειδιά πρόσβασης',
  profilePasskeysIntro:
    'Συνδεθείτε με το δακτυλικό αποτύπωμα, το πρόσωπο ή το κλείδωμα οθόνης αντί για κωδικό πρόσβασης.',
  profilePasskeysEmpty: 'Δεν έχετε ακόμη κλειδιά πρόσβασης.',
  profilePasskeyUnnamed: 'Κλειδί πρόσβασης',
  profilePasskeyCreated: 'Δημιουργήθηκε: {date}',
  profilePasskeyLastUsed: 'Τελευταία χρήση: {date}',
  profilePasskeyNeverUsed: 'Δεν έχει χρησιμοποιηθεί ακόμη για σύνδεση',
  profilePasskeySynced: 'Συγχρονίζεται στις συσκευές σας',
  profilePasskeyDeviceBound: 'Μόνο στη συσκευή που το δημιούργησε',
  profilePasskeyAdd: 'Προσθήκη κλειδιού πρόσβασης',
  profilePasskeyAdding: 'Αναμονή για το αίτημα κλειδιού πρόσβασης του προγράμματος περιήγησης…',
  profilePasskeyAdded: 'Το κλειδί πρόσβασης προστέθηκε. Μπορείτε πλέον να συνδέεστε με αυτό.',
  profilePasskeyRename: 'Μετονομασία',
  profilePasskeyRenameLabel: 'Μετονομασία του {name}',
  profilePasskeyNameLabel: 'Όνομα κλειδιού πρόσβασης',
  profilePasskeyNameHint: 'Enter για αποθήκευση, Escape για ακύρωση.',
  profilePasskeyNameRequired: 'Εισαγάγετε ένα όνομα για το κλειδί πρόσβασης.',
  profilePasskeySave: 'Αποθήκευση',
  profilePasskeyCancel: 'Ακύρωση',
  profilePasskeyRenamed: 'Το κλειδί πρόσβασης μετονομάστηκε.',
  profilePasskeyDelete: 'Διαγραφή',
  profilePasskeyDeleteLabel: 'Διαγραφή του {name}',
  profilePasskeyDeleteTitle: 'Διαγραφή του {name};',
  profilePasskeyDeleteText:
    'Δεν θα μπορείτε πλέον να συνδέεστε με αυτό το κλειδί πρόσβασης, ούτε σε αυτή τη συσκευή ούτε σε άλλη που το έχει. Οι άλλοι τρόποι σύνδεσής σας παραμένουν ως έχουν.',
  profilePasskeyDeleteConfirm: 'Διαγραφή κλειδιού',
  profilePasskeyDeleted:
    'Το κλειδί πρόσβασης διαγράφηκε. Αν η συσκευή σας εξακολουθεί να το προτείνει, καταργήστε το από τις ρυθμίσεις κλειδιών πρόσβασης της συσκευής.',
  profilePasskeyDeletedSignalled:
    'Το κλειδί πρόσβασης διαγράφηκε και το πρόγραμμα περιήγησης ενημερώθηκε να μην το προτείνει πλέον.',
  profileMfaTitle: 'Επαλήθευση σε δύο βήματα',
  profileMfaIntro:
    'Μετά τον κωδικό πρόσβασης, η σύνδεση ζητά έναν κωδικό από μια εφαρμογή στο τηλέφωνό σας, ώστε ένας κλεμμένος κωδικός πρόσβασης να μην αρκεί.',
  profileMfaTotp: 'Εφαρμογή ελέγχου ταυτότητας',
  profileMfaRecovery: 'Κωδικός ανάκτησης',
  profileMfaStatusOn: 'Ενεργή από {date}',
  profileMfaStatusOff: 'Δεν έχει ρυθμιστεί',
  profileMfaStatusUnsaved: 'Εμφανίζεται παρακάτω. Ισχύει μόλις επιλέξετε «Τον αποθήκευσα».',
  profileMfaSetUp: 'Ρύθμιση εφαρμογής ελέγχου ταυτότητας',
  profileMfaStarting: 'Προετοιμασία της ρύθμισης…',
  profileMfaScan:
    'Σαρώστε αυτόν τον κωδικό QR με την εφαρμογή ελέγχου ταυτότητας, όπως το Google Authenticator, το Microsoft Authenticator ή το 1Password.',
  profileMfaQrLabel: 'Κωδικός QR για την εφαρμογή ελέγχου ταυτότητας',
  profileMfaManual: 'Δεν γίνεται σάρωση; Εισαγάγετε αυτό το κλειδί στην εφαρμογή:',
  profileMfaCopyKey: 'Αντιγραφή κλειδιού',
  profileMfaCopied: 'Αντιγράφηκε.',
  profileMfaCopyFailed: 'Η αντιγραφή απέτυχε. Επιλέξτε το κείμενο και αντιγράψτε το χειροκίνητα.',
  profileMfaCodeLabel: 'Κωδικός από την εφαρμογή',
  profileMfaCodeHint: 'Ο 6ψήφιος κωδικός που εμφανίζει τώρα η εφαρμογή.',
  profileMfaCodeRequired: 'Εισαγάγετε τον 6ψήφιο κωδικό από την εφαρμογή ελέγχου ταυτότητας.',
  profileMfaVerify: 'Ενεργοποίηση',
  profileMfaVerifying: 'Έλεγχος κωδικού…',
  profileMfaCancel: 'Ακύρωση',
  profileMfaRecoveryTitle: 'Αποθηκεύστε τον κωδικό ανάκτησης',
  profileMfaRecoveryText:
    'Αν χάσετε το τηλέφωνό σας, αυτός ο κωδικός σάς επιτρέπει να συνδεθείτε μία φορά αντί για κωδικό από την εφαρμογή. Εμφανίζεται μόνο τώρα: αντιγράψτε τον, κατεβάστε τον ή σημειώστε τον και φυλάξτε τον σε ασφαλές μέρος. Ισχύει μόνο αφού επιλέξετε «Τον αποθήκευσα».',
  profileMfaRecoveryLabel: 'Ο κωδικός ανάκτησής σας',
  profileMfaCopyCode: 'Αντιγραφή κωδικού',
  profileMfaDownload: 'Λήψη',
  profileMfaDownloadText: 'Κωδικός ανάκτησης για {site}: {code}',
  profileMfaSaved: 'Τον αποθήκευσα',
  profileMfaRecoveryCreate: 'Δημιουργία κωδικού ανάκτησης',
  profileMfaEnrolled:
    'Η επαλήθευση σε δύο βήματα είναι ενεργή. Κατά τη σύνδεση θα ζητείται ένας κωδικός από την εφαρμογή σας.',
  profileMfaRecoverySavedNotice: 'Ο κωδικός ανάκτησης ρυθμίστηκε.',
  profileMfaRemove: 'Κατάργηση',
  profileMfaRemoveLabel: 'Κατάργηση: {factor}',
  profileMfaRemoveTitle: 'Κατάργηση: {factor};',
  profileMfaRemoveTotpText:
    'Κατά τη σύνδεση δεν θα ζητείται πλέον κωδικός από αυτή την εφαρμογή. Ο κωδικός πρόσβασης και οι άλλοι τρόποι σύνδεσής σας παραμένουν ως έχουν.',
  profileMfaRemoveRecoveryText:
    'Ο κωδικός ανάκτησης δεν θα σας επιτρέπει πλέον να συνδεθείτε. Μπορείτε να δημιουργήσετε νέο στη συνέχεια.',
  profileMfaRemoveConfirm: 'Κατάργηση',
  profileMfaRemoving: 'Κατάργηση…',
  profileMfaRemoved: 'Καταργήθηκε: {factor}.',
  profileMfaWrongCode:
    'Αυτός ο κωδικός δεν είναι σωστός. Βεβαιωθείτε ότι η ώρα του τηλεφώνου σας είναι σωστή και εισαγάγετε τον κωδικό που εμφανίζει τώρα η εφαρμογή.',
  profileMfaExpired: 'Αυτή η ρύθμιση έληξε. Ακυρώστε και ξεκινήστε από την αρχή.',
  // Passkeys (<auth-login passkeys>, <auth-signup passkeys>)
  passkeyLogin: 'Σύνδεση με κλειδί πρόσβασης',
  passkeyLoginPending: 'Αναμονή για το κλειδί πρόσβασης…',
  passkeySignup: 'Εγγραφή με κλειδί πρόσβασης',
  passkeySignupPending: 'Δημιουργία του κλειδιού πρόσβασης…',
  passkeySignupHint:
    'Εισαγάγετε το email σας και επιβεβαιώστε με το δακτυλικό αποτύπωμα, το πρόσωπο ή το κλείδωμα οθόνης. Χωρίς κωδικό πρόσβασης.',
  passkeyPasswordInstead: 'ή χρήση κωδικού πρόσβασης',
  passkeyNoneHere:
    'Δεν υπάρχει κλειδί πρόσβασης σε αυτή τη συσκευή; Χρησιμοποιήστε τον κωδικό πρόσβασης ή συνδεθείτε από τη συσκευή που έχει το κλειδί σας.',
  passkeyUsePassword: 'Χρήση κωδικού πρόσβασης',
  passkeyUpgradeTitle: 'Πιο γρήγορη σύνδεση την επόμενη φορά',
  passkeyUpgradeText:
    'Δημιουργήστε ένα κλειδί πρόσβασης: συνδεθείτε με το δακτυλικό αποτύπωμα, το πρόσωπο ή το κλείδωμα οθόνης αντί για κωδικό πρόσβασης.',
  passkeyUpgradeCreate: 'Δημιουργία κλειδιού πρόσβασης',
  passkeyUpgradeNotNow: 'Όχι τώρα',
  passkeyCreated: 'Το κλειδί πρόσβασης δημιουργήθηκε. Την επόμενη φορά, συνδεθείτε με αυτό.',
  // Errors
  // The second-factor step
  mfaTitle: 'Επαλήθευση σε δύο βήματα',
  mfaCodeIntro: 'Εισαγάγετε τον κωδικό από την εφαρμογή ελέγχου ταυτότητας.',
  mfaCodeLabel: 'Κωδικός επαλήθευσης',
  mfaRecoveryIntro:
    'Εισαγάγετε τον κωδικό ανάκτησης που αποθηκεύσατε όταν ρυθμίσατε την επαλήθευση σε δύο βήματα.',
  mfaRecoveryLabel: 'Κωδικός ανάκτησης',
  mfaSubmit: 'Επαλήθευση',
  mfaPending: 'Επαλήθευση…',
  mfaUseRecovery: 'Χρήση κωδικού ανάκτησης',
  mfaUseCode: 'Χρήση εφαρμογής ελέγχου ταυτότητας',
  mfaRestart: 'Έναρξη από την αρχή',
  mfaCodeFormat: 'Εισαγάγετε τον κωδικό: μόνο ψηφία.',
  mfaNewRecoveryTitle: 'Αποθηκεύστε τον νέο κωδικό ανάκτησης',
  mfaNewRecoveryIntro:
    'Ο κωδικός ανάκτησης που χρησιμοποιήσατε δεν ισχύει πλέον. Αυτός είναι ο νέος σας και εμφανίζεται μόνο αυτή τη φορά: φυλάξτε τον σε ασφαλές μέρος.',
  mfaCopy: 'Αντιγραφή',
  mfaCopied: 'Αντιγράφηκε.',
  mfaCopyFailed: 'Η αντιγραφή απέτυχε. Επιλέξτε τον κωδικό και αντιγράψτε τον χειροκίνητα.',
  mfaSaved: 'Τον αποθήκευσα',
  mfaStepUpIntro: 'Για να συνεχίσετε, επιβεβαιώστε ότι είστε εσείς με ένα δεύτερο βήμα.',
  mfaCancel: 'Ακύρωση',
  // <auth-organization-members>
  membersTitle: 'Μέλη',
  membersTitleOf: 'Μέλη του οργανισμού {organization}',
  membersLoading: 'Φόρτωση μελών…',
  membersLoadingMore: 'Φόρτωση περισσότερων…',
  membersSignedOut: 'Συνδεθείτε για να διαχειριστείτε τα μέλη αυτού του οργανισμού.',
  membersNoAccess:
    'Δεν μπορείτε να διαχειριστείτε αυτόν τον οργανισμό. Μόνο οι διαχειριστές του βλέπουν και αλλάζουν τα μέλη και τις προσκλήσεις του.',
  membersListTitle: 'Άτομα στον οργανισμό',
  membersFilter: 'Φιλτράρισμα κατά email',
  membersFilterNone:
    '{count, plural, one {Το # μέλος που φορτώθηκε δεν έχει} other {Κανένα από τα # μέλη που φορτώθηκαν δεν έχει}} email που να περιέχει «{filter}».',
  membersEmpty: 'Ο οργανισμός δεν έχει ακόμη μέλη.',
  membersMember: 'Μέλος',
  membersRoles: 'Ρόλοι',
  membersActions: 'Ενέργειες',
  membersNoRoles: 'Χωρίς ρόλους',
  membersShowMore: 'Εμφάνιση περισσότερων',
  membersChangeRoles: 'Αλλαγή ρόλων',
  membersChangeRolesOf: 'Αλλαγή ρόλων του μέλους {member}',
  membersRolesOf: 'Ρόλοι του μέλους {member}',
  membersSaveRoles: 'Αποθήκευση ρόλων',
  membersCancel: 'Ακύρωση',
  membersRolesSaving: 'Αποθήκευση των ρόλων…',
  membersRolesSaved: 'Οι ρόλοι του μέλους {member} αποθηκεύτηκαν.',
  membersRemove: 'Κατάργηση',
  membersRemoveOf: 'Κατάργηση του μέλους {member} από τον οργανισμό',
  membersRemoveTitle: 'Κατάργηση του μέλους {member} από τον οργανισμό {organization};',
  membersRemoveRule:
    'Το άτομο χάνει αμέσως την πρόσβαση στον οργανισμό {organization}, στα δεδομένα και στις εφαρμογές του ως μέλος. Ο λογαριασμός του παραμένει· μπορεί να συνεχίσει να συνδέεται και μπορείτε να το προσκαλέσετε ξανά.',
  membersRemoveConfirm: 'Κατάργηση μέλους',
  membersRemoving: 'Κατάργηση του μέλους…',
  membersRemoved: 'Το μέλος {member} καταργήθηκε από τον οργανισμό.',
  membersInviteTitle: 'Πρόσκληση ατόμων',
  membersInviteEmails: 'Διευθύνσεις email',
  membersInviteEmailsHint: 'Μία ή περισσότερες, χωρισμένες με κόμματα, κενά ή αλλαγές γραμμής (έως {max}).',
  membersInviteRoles: 'Ρόλοι κατά την ένταξη',
  membersInviteSend: 'Αποστολή προσκλήσεων',
  membersInviting: 'Αποστολή των προσκλήσεων…',
  membersInvited:
    'Οι προσκλήσεις στάλθηκαν σε: {emails}. Αντιγράψτε έναν σύνδεσμο παρακάτω για να τον στείλετε εσείς.',
  membersInviteNoEmail: 'Εισαγάγετε τουλάχιστον μία διεύθυνση email.',
  membersInviteBadEmail: 'Το {email} δεν είναι διεύθυνση email.',
  membersInviteTooMany: 'Προσκαλέστε έως {max, plural, one {# άτομο} other {# άτομα}} τη φορά.',
  membersInviteTwice: 'Το {email} υπάρχει δύο φορές στη λίστα.',
  membersInviteIsMember: 'Το {email} είναι ήδη μέλος.',
  membersInviteIsInvited: 'Το {email} έχει ήδη πρόσκληση σε εκκρεμότητα.',
  membersInvitationsTitle: 'Προσκλήσεις σε εκκρεμότητα',
  membersInvitationsEmpty: 'Δεν υπάρχουν προσκλήσεις σε εκκρεμότητα.',
  membersInvitee: 'Email',
  membersExpires: 'Λήξη',
  membersCopyLink: 'Αντιγραφή συνδέσμου',
  membersCopyLinkOf: 'Αντιγραφή συνδέσμου για το {email}',
  membersCopied: 'Αντιγράφηκε',
  membersCopiedOf: 'Αντιγράφηκε ο σύνδεσμος για το {email}',
  membersLinkCopied: 'Ο σύνδεσμος πρόσκλησης για το {email} αντιγράφηκε.',
  membersCopyFailed:
    'Δεν ήταν δυνατή η αντιγραφή του συνδέσμου, επειδή δεν το επέτρεψε το πρόγραμμα περιήγησης: {url}',
  membersRevoke: 'Ανάκληση',
  membersRevokeOf: 'Ανάκληση της πρόσκλησης για το {email}',
  membersRevokeTitle: 'Ανάκληση της πρόσκλησης για το {email};',
  membersRevokeRule:
    'Ο σύνδεσμος της πρόσκλησης θα σταματήσει να λειτουργεί. Μπορείτε να προσκαλέσετε ξανά το άτομο αργότερα.',
  membersRevokeConfirm: 'Ανάκληση πρόσκλησης',
  membersRevoking: 'Ανάκληση της πρόσκλησης…',
  membersRevoked: 'Η πρόσκληση για το {email} ανακλήθηκε.',
  errors: {
    'organization.access_denied':
      'Δεν μπορείτε να συνδεθείτε σε αυτόν τον οργανισμό με αυτόν τον λογαριασμό.',
    // Passkeys
    passkey_cancelled:
      'Δεν χρησιμοποιήθηκε κλειδί πρόσβασης. Δοκιμάστε ξανά ή χρησιμοποιήστε τον κωδικό πρόσβασης.',
    passkey_exists: 'Αυτή η συσκευή έχει ήδη κλειδί πρόσβασης για τον λογαριασμό σας.',
    passkey_timeout:
      'Το αίτημα κλειδιού πρόσβασης έληξε. Δοκιμάστε ξανά ή χρησιμοποιήστε τον κωδικό πρόσβασης.',
    passkey_not_allowed:
      'Αυτό το πρόγραμμα περιήγησης δεν επιτρέπει κλειδιά πρόσβασης για αυτή την υπηρεσία σύνδεσης σε αυτή τη σελίδα. Χρησιμοποιήστε τον κωδικό πρόσβασης.',
    'passkey.invalid_grant':
      'Αυτό το κλειδί πρόσβασης δεν έγινε δεκτό. Ίσως καταργήθηκε από τον λογαριασμό σας: χρησιμοποιήστε άλλο κλειδί πρόσβασης ή τον κωδικό πρόσβασης.',
    'passkey.too_many_attempts':
      'Πάρα πολλές προσπάθειες με κλειδί πρόσβασης από αυτό το δίκτυο. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.',
    passkey_not_supported:
      'Τα κλειδιά πρόσβασης δεν λειτουργούν εδώ σε αυτό το πρόγραμμα περιήγησης. Χρησιμοποιήστε τον κωδικό πρόσβασης.',
    generic: 'Κάτι πήγε στραβά. Δοκιμάστε ξανά.',
    unverified: 'Αυτή η απάντηση σύνδεσης δεν ήταν δυνατό να επαληθευτεί και αγνοήθηκε. Δοκιμάστε ξανά.',
    request_error: 'Κάτι πήγε στραβά. Δοκιμάστε ξανά.',
    misconfigured: 'Αυτή η φόρμα δεν έχει ρυθμιστεί σωστά. Πρέπει να το διορθώσει ο κάτοχος του ιστοτόπου.',
    invalid_response: 'Η υπηρεσία σύνδεσης έστειλε μια μη αναμενόμενη απάντηση. Δοκιμάστε ξανά.',
    access_denied: 'Λάθος email ή κωδικός πρόσβασης.',
    invalid_grant: 'Λάθος email ή κωδικός πρόσβασης.',
    'passwordless.access_denied': 'Αυτός ο κωδικός δεν είναι σωστός. Ελέγξτε τον και δοκιμάστε ξανά.',
    'passwordless.invalid_grant': 'Αυτός ο κωδικός δεν είναι σωστός. Ελέγξτε τον και δοκιμάστε ξανά.',
    'passwordless.expired': 'Αυτός ο κωδικός έληξε. Στείλτε νέο κωδικό και δοκιμάστε ξανά.',
    'passwordless.too_many_codes':
      'Πάρα πολλοί λάθος κωδικοί: αυτός ο κωδικός δεν ισχύει πλέον. Στείλτε νέο κωδικό και δοκιμάστε ξανά.',
    'username.access_denied': 'Λάθος όνομα χρήστη ή κωδικός πρόσβασης.',
    'username.invalid_grant': 'Λάθος όνομα χρήστη ή κωδικός πρόσβασης.',
    'passwordless.bad_email': 'Εισαγάγετε μια έγκυρη διεύθυνση email, για παράδειγμα name@example.com.',
    'passwordless.bad_phone_number':
      'Εισαγάγετε τον αριθμό τηλεφώνου σε διεθνή μορφή, για παράδειγμα +15551234567.',
    blocked_user:
      'Αυτός ο λογαριασμός είναι αποκλεισμένος. Επικοινωνήστε με την υποστήριξη του ιστοτόπου για να καταργηθεί ο αποκλεισμός.',
    password_leaked:
      'Αυτός ο κωδικός πρόσβασης εμφανίστηκε σε παραβίαση δεδομένων σε άλλον ιστότοπο, γι’ αυτό η σύνδεση αποκλείστηκε. Επαναφέρετε τον κωδικό πρόσβασης για να συνεχίσετε.',
    too_many_attempts:
      'Πάρα πολλές προσπάθειες. Η σύνδεση είναι προς το παρόν αποκλεισμένη· ελέγξτε το email σας για να δείτε πώς θα καταργήσετε τον αποκλεισμό του λογαριασμού σας.',
    rate_limited: 'Πάρα πολλά αιτήματα. Περιμένετε λίγο και δοκιμάστε ξανά.',
    mfa_required: 'Αυτός ο λογαριασμός απαιτεί ένα δεύτερο βήμα σύνδεσης που δεν είναι διαθέσιμο εδώ.',
    origin_not_allowed:
      'Η σύνδεση δεν επιτρέπεται από αυτόν τον ιστότοπο. Πρέπει να την επιτρέψει ο κάτοχος του ιστοτόπου.',
    origin_mismatch:
      'Η σύνδεση δεν επιτρέπεται από αυτόν τον ιστότοπο. Πρέπει να την επιτρέψει ο κάτοχος του ιστοτόπου.',
    unauthorized_client:
      'Αυτή η εφαρμογή δεν επιτρέπεται να συνδέεται με αυτόν τον τρόπο. Πρέπει να το επιτρέψει ο κάτοχος του ιστοτόπου.',
    unauthorized: 'Αυτή η ενέργεια δεν επιτρέπεται για αυτή την εφαρμογή.',
    network_error:
      'Δεν ήταν δυνατή η πρόσβαση στην υπηρεσία σύνδεσης. Ελέγξτε τη σύνδεσή σας στο διαδίκτυο και δοκιμάστε ξανά.',
    timeout: 'Η υπηρεσία σύνδεσης άργησε πολύ να απαντήσει. Δοκιμάστε ξανά.',
    server_error: 'Παρουσιάστηκε πρόβλημα στην υπηρεσία σύνδεσης. Δοκιμάστε ξανά αργότερα.',
    temporarily_unavailable: 'Η υπηρεσία σύνδεσης δεν είναι προσωρινά διαθέσιμη. Δοκιμάστε ξανά αργότερα.',
    popup_blocked:
      'Το παράθυρο σύνδεσης αποκλείστηκε. Επιτρέψτε τα αναδυόμενα παράθυρα για αυτόν τον ιστότοπο και δοκιμάστε ξανά.',
    popup_closed: 'Το παράθυρο σύνδεσης έκλεισε πριν ολοκληρωθεί η σύνδεση.',
    popup_timeout: 'Το παράθυρο σύνδεσης άργησε πολύ. Δοκιμάστε ξανά.',
    login_required: 'Συνδεθείτε για να συνεχίσετε.',
    consent_required: 'Συνδεθείτε ξανά για να δώσετε άδεια σε αυτή την εφαρμογή.',
    interaction_required: 'Συνδεθείτε ξανά για να συνεχίσετε.',
    user_exists: 'Υπάρχει ήδη λογαριασμός με αυτό το email.',
    username_exists: 'Αυτό το όνομα χρήστη χρησιμοποιείται ήδη.',
    invalid_signup:
      'Δεν ήταν δυνατή η δημιουργία του λογαριασμού. Ελέγξτε τα στοιχεία σας και δοκιμάστε ξανά.',
    invalid_password: 'Αυτός ο κωδικός πρόσβασης δεν πληροί τις απαιτήσεις.',
    password_strength_error:
      'Αυτός ο κωδικός πρόσβασης είναι πολύ αδύναμος. Χρησιμοποιήστε μεγαλύτερο κωδικό με περισσότερους τύπους χαρακτήρων.',
    password_dictionary_error:
      'Αυτός ο κωδικός πρόσβασης είναι πολύ συνηθισμένος. Επιλέξτε έναν που μαντεύεται δυσκολότερα.',
    password_no_user_info_error: 'Ο κωδικός πρόσβασης δεν πρέπει να περιέχει το όνομα ή το email σας.',
    insufficient_scope: 'Δεν έχετε άδεια για αυτή την ενέργεια.',
    inexistent_user: 'Αυτός ο χρήστης δεν υπάρχει πλέον.',
    // <api-permissions-editor>: reading (permissionsRead) and saving (permissionsUpdate)
    'permissionsRead.insufficient_scope':
      'Το διακριτικό πρόσβασής σας δεν περιλαμβάνει την άδεια read:resource_servers, που χρειάζεται για την εμφάνιση των αδειών αυτού του API. Ζητήστε από έναν διαχειριστή του λογαριασμού να σας την παραχωρήσει και συνδεθείτε ξανά.',
    'permissionsUpdate.insufficient_scope':
      'Το διακριτικό πρόσβασής σας δεν περιλαμβάνει την άδεια update:resource_servers, που χρειάζεται για την αποθήκευση των αδειών αυτού του API. Οι αλλαγές σας διατηρούνται: ζητήστε από έναν διαχειριστή του λογαριασμού να σας την παραχωρήσει, συνδεθείτε ξανά και μετά αποθηκεύστε.',
    'permissionsRead.login_required': 'Συνδεθείτε για να διαχειριστείτε τις άδειες αυτού του API.',
    'permissionsUpdate.login_required':
      'Η περίοδος σύνδεσής σας έληξε. Συνδεθείτε ξανά και μετά αποθηκεύστε.',
    'permissionsRead.consent_required':
      'Αυτή η σελίδα δεν έχει ακόμη άδεια να διαχειρίζεται άδειες API. Συνδεθείτε ξανά εδώ για να το επιτρέψετε.',
    'permissionsRead.invalid_token':
      'Το διακριτικό πρόσβασής σας δεν ισχύει για το Management API ή έχει λήξει. Συνδεθείτε ξανά.',
    'permissionsUpdate.invalid_token':
      'Το διακριτικό πρόσβασής σας δεν ισχύει για το Management API ή έχει λήξει. Συνδεθείτε ξανά και μετά αποθηκεύστε.',
    'permissionsRead.inexistent_resource_server':
      'Δεν υπάρχει API με αυτό το αναγνωριστικό. Ελέγξτε το api-id.',
    'permissionsUpdate.inexistent_resource_server': 'Αυτό το API δεν υπάρχει πλέον.',
    'permissionsUpdate.operation_not_supported':
      'Οι άδειες αυτού του API δεν μπορούν να αλλάξουν: είναι API συστήματος.',
    // <auth-profile>: passkeys and two-step verification
    'passkeys.passkey_cancelled': 'Δεν δημιουργήθηκε κλειδί πρόσβασης. Δοκιμάστε ξανά όταν είστε έτοιμοι.',
    'passkeys.passkey_exists': 'Αυτή η συσκευή έχει ήδη κλειδί πρόσβασης για τον λογαριασμό σας.',
    'passkeys.passkey_timeout': 'Το αίτημα κλειδιού πρόσβασης έληξε. Δοκιμάστε ξανά όταν είστε έτοιμοι.',
    'passkeys.passkey_not_allowed':
      'Αυτό το πρόγραμμα περιήγησης δεν επιτρέπει κλειδιά πρόσβασης για αυτή την υπηρεσία σε αυτή τη σελίδα. Πρέπει να το διορθώσει ο κάτοχος του ιστοτόπου.',
    'passkeys.passkey_not_supported':
      'Αυτό το πρόγραμμα περιήγησης δεν μπορεί να δημιουργήσει κλειδιά πρόσβασης εδώ. Δοκιμάστε άλλο πρόγραμμα περιήγησης ή άλλη συσκευή.',
    'passkeys.not_found':
      'Αυτό το κλειδί πρόσβασης δεν υπάρχει πλέον. Φορτώστε ξανά τη σελίδα για να δείτε τα κλειδιά πρόσβασής σας.',
    'twoStep.too_many_attempts': 'Πάρα πολλοί λάθος κωδικοί. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.',
    // The second-factor step
    'mfa.invalid_grant': 'Αυτός ο κωδικός δεν είναι σωστός. Ελέγξτε τον και δοκιμάστε ξανά.',
    'mfa.access_denied': 'Αυτός ο κωδικός δεν είναι σωστός. Ελέγξτε τον και δοκιμάστε ξανά.',
    'mfaRecovery.invalid_grant':
      'Αυτός ο κωδικός ανάκτησης δεν είναι σωστός ή έχει ήδη χρησιμοποιηθεί. Ελέγξτε τον και δοκιμάστε ξανά.',
    'mfa.too_many_attempts':
      'Πάρα πολλοί λάθος κωδικοί. Η σύνδεση είναι προς το παρόν αποκλεισμένη· ελέγξτε το email σας για να δείτε πώς θα καταργήσετε τον αποκλεισμό του λογαριασμού σας.',
    'mfa.too_many_codes':
      'Πάρα πολλοί λάθος κωδικοί για αυτή τη σύνδεση. Ξεκινήστε από την αρχή για να λάβετε νέο βήμα.',
    'mfa.expired': 'Αυτό το βήμα έληξε. Ξεκινήστε από την αρχή για να λάβετε νέο.',
    'mfa.mfa_required': 'Αυτός ο λογαριασμός απαιτεί ένα δεύτερο βήμα σύνδεσης που δεν είναι διαθέσιμο εδώ.',
    // <auth-organization-members>
    'members.login_required':
      'Η περίοδος σύνδεσής σας έληξε. Συνδεθείτε ξανά για να διαχειριστείτε αυτόν τον οργανισμό.',
    'members.consent_required':
      'Αυτή η σελίδα δεν έχει ακόμη άδεια να διαχειρίζεται τον οργανισμό. Συνδεθείτε ξανά εδώ για να το επιτρέψετε.',
    'members.invalid_token':
      'Το διακριτικό πρόσβασής σας δεν ισχύει για αυτόν τον οργανισμό ή έχει λήξει. Συνδεθείτε ξανά.',
    'members.unauthorized':
      'Το διακριτικό πρόσβασής σας δεν ισχύει για αυτόν τον οργανισμό ή έχει λήξει. Συνδεθείτε ξανά.',
    'members.not_found': 'Αυτό το μέλος ή αυτή η πρόσκληση δεν υπήρχε πλέον· αφαιρέθηκε από τη λίστα.',
    'membersInvite.request_error':
      'Κάποιο από αυτά τα άτομα είναι ήδη μέλος ή έχει πρόσκληση σε εκκρεμότητα. Δεν στάλθηκε καμία πρόσκληση· αφαιρέστε το από τη λίστα και στείλτε ξανά.',
    'membersInvite.invalid_body':
      'Η υπηρεσία απέρριψε αυτές τις προσκλήσεις. Ελέγξτε τις διευθύνσεις email και τους ρόλους και στείλτε ξανά.',
  },
};

export default el;
