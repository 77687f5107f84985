// The demo "app": shows who is logged in, from the provider's session, and logs out.
const provider = document.querySelector('auth-provider');
const signedIn = document.querySelector<HTMLElement>('#signed-in');
const signedOut = document.querySelector<HTMLElement>('#signed-out');
const who = document.querySelector<HTMLElement>('#who');
const sub = document.querySelector<HTMLElement>('#sub');

function render(): void {
  if (!provider || !signedIn || !signedOut || !who || !sub) return;
  const user = provider.user;
  signedIn.hidden = !user;
  signedOut.hidden = Boolean(user);
  who.textContent = user ? String(user['name'] ?? user['email'] ?? '') : '';
  sub.textContent = user ? String(user['sub'] ?? '') : '';
}

provider?.addEventListener('auth-success', () => queueMicrotask(render));
provider?.addEventListener('auth-error', () => queueMicrotask(render));
document.querySelector('#logout')?.addEventListener('click', () => {
  provider?.logout({ returnTo: 'http://localhost:5173/app.html' });
});
await customElements.whenDefined('auth-provider');
render();
