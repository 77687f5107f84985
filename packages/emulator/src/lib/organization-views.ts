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
import { hostedText } from './hosted-locale.js';
import type { HostedKey } from './hosted-strings/en.js';

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
  const text = hostedText(c);
  const { t } = text;
  return c.html(
    page(
      t('loginTitle', { client: view.clientName }),
      html`<p class="muted" id="organization-hint">${t('organizationHint')}</p>
        ${view.error ? html`<p class="error" role="alert">${view.error}</p>` : ''}
        <form method="post" action="/u/organization">
          <input type="hidden" name="authorize" value="${view.authorizeQuery}" />
          <label
            >${t('organizationLabel')}
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
          <button type="submit">${t('continue')}</button>
        </form>`,
      { text },
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
  const text = hostedText(c);
  const { t } = text;
  const body = view.organizations.length
    ? html`<p>${t('organizationPickerIntro', { client: view.clientName })}</p>
        <ul class="accounts">
          ${view.organizations.map(
            (org) => html`<li><a class="button" href="${org.href}">${org.label}</a></li>`,
          )}
        </ul>`
    : html`<p class="error" role="alert">${t('organizationPickerNone', { client: view.clientName })}</p>`;
  return c.html(
    page(
      t('organizationPickerTitle'),
      html`${body}
        <p><a href="${view.loginAgainHref}">${t('logInAnotherAccount')}</a></p>`,
      { text },
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
  const text = hostedText(c);
  const { t } = text;
  return c.html(
    page(
      t('invitationTitle', { organization: view.organizationName }),
      html`<p>${t('invitationIntro', { inviter: view.inviterName })}</p>
        ${view.error ? html`<p class="error" role="alert">${view.error}</p>` : ''}
        <form method="post" action="/u/invitation">
          <input type="hidden" name="authorize" value="${view.authorizeQuery}" />
          <label
            >${t('email')}
            <input name="email" type="email" autocomplete="username" readonly value="${view.email}"
          /></label>
          <label
            >${t('password')}
            <input name="password" type="password" autocomplete="new-password" required autofocus
          /></label>
          <button type="submit">${t('invitationAccept')}</button>
        </form>`,
      { branding: view.branding, text },
    ),
    status,
  );
}

const INVITATION_PROBLEMS: Readonly<Record<InvitationProblem, HostedKey>> = {
  unknown: 'invitationUnknown',
  expired: 'invitationExpired',
  organization: 'invitationOtherOrganization',
  email: 'invitationOtherEmail',
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
  const text = hostedText(c);
  const { t } = text;
  return c.html(
    page(
      t('invitationRefusedTitle'),
      html`<p class="error" role="alert">${t(INVITATION_PROBLEMS[problem])}</p>
        <p><a class="button" href="${loginHref}">${t('invitationLoginWithout')}</a></p>`,
      { branding, text },
    ),
    400,
  );
}
