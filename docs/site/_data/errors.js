// Every AuthError code (src/core/errors.ts) with the message an element shows for it in English (the
// dictionaries in src/internal/strings), read from the sources when the site is built: the table in the
// "Events and errors" guide cannot miss a code or show a message the elements no longer show.
import { tsImport } from 'tsx/esm/api';

const source = (path) => tsImport(new URL(`../../../src/${path}`, import.meta.url).href, import.meta.url);

export default async function errors() {
  const [{ AUTH_ERROR_CODES }, en, account, passwordless, signup] = await Promise.all([
    source('core/errors.ts'),
    source('internal/strings/en.ts'),
    source('internal/strings/en-account.ts'),
    source('internal/strings/en-passwordless.ts'),
    source('internal/strings/en-signup.ts'),
  ]);
  const messages = {
    ...en.errorMessages,
    ...account.accountErrorMessages,
    ...passwordless.passwordlessErrorMessages,
    ...signup.signupErrorMessages,
  };
  return AUTH_ERROR_CODES.map((code) => ({
    code,
    message: messages[code] ?? '',
    scoped: Object.entries(messages)
      .filter(([key]) => key.endsWith(`.${code}`))
      .map(([key, text]) => ({ scope: key.slice(0, -code.length - 1), text })),
  }));
}
