// parseInvitation: the parameters of an organization's invitation link, which the service sends to the
// application's login route (`{login URI}?invitation={ticket}&organization={org_id}&organization_name={name}`).
// The app passes `invitation` and `organization` on to authorize (or popup.authorize) to accept it.

/** What an invitation link carries. */
export interface Invitation {
  /** The invitation's ticket id: the `invitation` option of authorize. */
  invitation: string;
  /** The organization's id: the `organization` option of authorize. */
  organization: string;
  /** The organization's name, when the link has one (to show "Join {name}"). */
  organizationName?: string;
}

/**
 * Reads an invitation link (`url`, by default the page's address): its `invitation` and `organization`,
 * and `organization_name` when present; null when the link has no invitation or no organization. A
 * `url` that is neither a string nor a URL, or not an absolute URL, is a TypeError.
 */
export function parseInvitation(url?: string | URL): Invitation | null {
  let given: string | URL | undefined = url;
  if (given === undefined) {
    given = globalThis.location?.href;
    if (given === undefined) throw new TypeError('parseInvitation needs a "url" outside a browser page');
  }
  if (typeof given !== 'string' && !(given instanceof URL)) {
    throw new TypeError('"url" must be a string or a URL');
  }
  let parsed: URL;
  try {
    parsed = new URL(given);
  } catch {
    throw new TypeError('"url" must be an absolute URL');
  }
  const params = parsed.searchParams;
  const invitation = params.get('invitation');
  const organization = params.get('organization');
  if (!invitation || !organization) return null;
  const organizationName = params.get('organization_name');
  return { invitation, organization, ...(organizationName ? { organizationName } : {}) };
}
