// The hosted pages of logging in to an organization: the prompt for the organization's name before log-in
// (`pre_login_prompt`), the list of the user's organizations after it (`post_login_prompt`), the sign-up of an
// invitee (the invited e-mail fixed) and the page for an invitation that cannot be used. Markup only; the routes
// (routes/authorize.ts, routes/organization-prompts.ts) decide what to show.
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { InvitationProblem } from '../organizations.js';
import type { PageStatus, Reply } from './login-views.js';
import type { PageBranding } from './organization-branding.js';
import { page, pageCsp } from './page-layout.js';

interface OrganizationPromptView {
  /** The /authorize query the prompt continues. */
  authorizeQuery: string;
  clientName: string;
  value?: string;
  error?: string;
  redirectOrigin: string;
}

/** Asks for the organization's name before log-in; posts to /u/organization. */
export function organizationPromptPage(
  c: Context,
  view: OrganizationPromptView,
  status: PageStatus = 200,
): Reply {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', pageCsp({ formAction: [view.redirectOrigin] }));
  return c.html(
    page(
      `Log in to ${view.clientName}`,
      html`<p class="muted" id="organization-hint">Enter the name of the organization you belong to.</p>
        ${view.error ? html`<p class="error" role="alert">${view.error}</p>` : ''}
        <form method="post" action="/u/organization">
          <input type="hidden" name="authorize" value="${view.authorizeQuery}" />
          <label
            >Organization name
            <input
              name="organization"
              type="text"
              autocomplete="organization"
              autocapitalize="none"
              spellcheck="false"
              required
              autofocus
              aria-describedby="organization-hint"
              value="${view.value ?? ''}"
          /></label>
          <button type="submit">Continue</button>
        </form>`,
    ),
    status,
  );
}

interface OrganizationPickerView {
  clientName: string;
  /** The user's organizations: each one's /authorize link. */
  organizations: readonly { label: string; href: string }[];
  /** A log-in as someone else (`prompt=login`). */
  loginAgainHref: string;
}

/** Lists the user's organizations after log-in; each continues the request with that organization. */
export function organizationPickerPage(c: Context, view: OrganizationPickerView): Reply {
  c.header('Cache-Control', 'no-store');
  const body = view.organizations.length
    ? html`<p>Continue to ${view.clientName} with one of your organizations.</p>
        <ul class="accounts">
          ${view.organizations.map(
            (org) => html`<li><a class="button" href="${org.href}">${org.label}</a></li>`,
          )}
        </ul>`
    : html`<p class="error" role="alert">
        You are not a member of any organization, and ${view.clientName} needs one. Ask an organization's
        administrator for an invitation.
      </p>`;
  return c.html(
    page(
      `Choose an organization`,
      html`${body}
        <p><a href="${view.loginAgainHref}">Log in with another account</a></p>`,
    ),
  );
}

interface InvitationSignupView {
  authorizeQuery: string;
  organizationName: string;
  inviterName: string;
  /** The invited e-mail: shown, not editable (the invitation names it). */
  email: string;
  error?: string;
  redirectOrigin: string;
  /** The organization's logo and colour. */
  branding?: PageBranding | undefined;
}

/** The invitee's sign-up: the invited e-mail fixed, a password; posts to /u/invitation. */
export function invitationSignupPage(
  c: Context,
  view: InvitationSignupView,
  status: PageStatus = 200,
): Reply {
  c.header('Cache-Control', 'no-store');
  c.header(
    'Content-Security-Policy',
    pageCsp({ formAction: [view.redirectOrigin], branding: view.branding }),
  );
  return c.html(
    page(
      `Join ${view.organizationName}`,
      html`<p>${view.inviterName} has invited you. Choose a password to create your account.</p>
        ${view.error ? html`<p class="error" role="alert">${view.error}</p>` : ''}
        <form method="post" action="/u/invitation">
          <input type="hidden" name="authorize" value="${view.authorizeQuery}" />
          <label
            >Email <input name="email" type="email" autocomplete="username" readonly value="${view.email}"
          /></label>
          <label
            >Password <input name="password" type="password" autocomplete="new-password" required autofocus
          /></label>
          <button type="submit">Accept the invitation</button>
        </form>`,
      { branding: view.branding },
    ),
    status,
  );
}

const INVITATION_PROBLEMS: Readonly<Record<InvitationProblem, string>> = {
  unknown: 'This invitation does not exist or has been used already.',
  expired: 'This invitation has expired. Ask for a new one.',
  organization: 'This invitation is for another organization.',
  email: 'This invitation is for another e-mail address: log in with the account it was sent to.',
};

/** An invitation that cannot be used (unknown or spent, expired, mismatched), with a link to a normal log-in. */
export function invitationErrorPage(
  c: Context,
  problem: InvitationProblem,
  loginHref: string,
  branding?: PageBranding,
): Reply {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', pageCsp({ branding }));
  return c.html(
    page(
      'Invitation not accepted',
      html`<p class="error" role="alert">${INVITATION_PROBLEMS[problem]}</p>
        <p><a class="button" href="${loginHref}">Log in without the invitation</a></p>`,
      { branding },
    ),
    400,
  );
}
