// The passkeys page with the elements: the "Manage your passkeys" link (to the profile) while someone is
// signed in. Everything else is the elements' own (`passkeys` on <auth-login> and <auth-signup>).
const provider = document.querySelector('auth-provider');
const manage = document.querySelector<HTMLElement>('#manage');

provider?.addEventListener('auth-session-change', (event) => {
  if (manage) manage.hidden = event.detail.session === null;
});
