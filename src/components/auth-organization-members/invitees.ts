// The invite form's e-mail addresses: read from what was typed (one or several, separated by commas,
// semicolons, spaces or new lines), each checked before anything is sent: an address, not twice, not a
// member already nor invited already (as far as the lists loaded say; the service checks again).
import type { StringKey } from '../../internal/i18n.js';

/** The most invitees one request may carry (the service's limit). */
export const MAX_INVITEES = 10;

/** What is wrong with the typed addresses: a string key and its placeholders. */
export interface InviteeProblem {
  readonly key: StringKey;
  readonly values: Readonly<Record<string, string | number>>;
}

/** What the lists loaded know about who is in or invited already (lower-cased e-mails). */
export interface KnownPeople {
  readonly members: ReadonlySet<string>;
  readonly invited: ReadonlySet<string>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses in `text`, lower-cased, or the first problem with them. */
export function readInvitees(text: string, known: KnownPeople): string[] | InviteeProblem {
  const emails = text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
  if (!emails.length) return { key: 'membersInviteNoEmail', values: {} };
  if (emails.length > MAX_INVITEES) return { key: 'membersInviteTooMany', values: { max: MAX_INVITEES } };
  const seen = new Set<string>();
  for (const email of emails) {
    const lower = email.toLowerCase();
    if (!EMAIL.test(email)) return { key: 'membersInviteBadEmail', values: { email } };
    if (seen.has(lower)) return { key: 'membersInviteTwice', values: { email } };
    if (known.members.has(lower)) return { key: 'membersInviteIsMember', values: { email } };
    if (known.invited.has(lower)) return { key: 'membersInviteIsInvited', values: { email } };
    seen.add(lower);
  }
  return [...seen];
}
