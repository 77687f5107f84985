// The example app's sign-in, tested offline: each test has its own local identity service (the fixture)
// and a browser with a virtual authenticator.
import { enterCode, expect, loginAs, test, usePasskey } from 'auth-elements-emulator/playwright';

test('signs up with a passkey', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('new@example.com');
  await usePasskey(page, 'Sign up with a passkey');
  await expect(page.getByRole('status')).toHaveText('Signed in as new@example.com');
});

test('logs in with a password and a code on the service’s page', async ({ page, service }) => {
  const user = await service.createUser({ totp: true });
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await loginAs(page, user); // the e-mail, the password, then the authenticator app's code
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${user.email}`);
});

test('passes the code step by hand', async ({ page, service }) => {
  const user = await service.createUser({ totp: true });
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await enterCode(page, user);
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${user.email}`);
});

test('accepts an invitation to an organization', async ({ page, service }) => {
  const org = await service.createOrganization({ name: 'globex', displayName: 'Globex' });
  const user = await service.createUser();
  await service.invite(org, { email: user.email });
  const [invitation] = await service.inbox({ to: user.email, kind: 'invitation' });
  await page.goto(invitation!.link!);
  await loginAs(page, user);
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${user.email} in ${org.id}`);
});

test('starts signed in: a session put in place, no UI', async ({ page, service }) => {
  const user = await service.createUser();
  await loginAs(page, user, { via: 'session' });
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${user.email}`);
});

test.describe('an app that uses our elements', () => {
  test.use({
    serviceOptions: { callbacks: [`http://localhost:${process.env['PORT'] ?? 5173}/elements.html`] },
  });

  test('logs in through <auth-login>', async ({ page, service }) => {
    const user = await service.createUser({ totp: true });
    await page.goto('/elements.html');
    await loginAs(page, user); // the element's form, then the service's code step
    // The app's line, and the element's own signed-in state.
    await expect(page.locator('#status')).toHaveText(`Signed in as ${user.email}`);
    await expect(page.locator('auth-login').getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(new URL(page.url()).search, 'the code is gone from the address').toBe('');
  });
});

test.describe('an invitation in an app that uses our elements', () => {
  const page = `http://localhost:${process.env['PORT'] ?? 5173}/elements.html`;
  test.use({ serviceOptions: { callbacks: [page], loginUri: page } });

  test('accepts it through <auth-login>’s "Join" screen', async ({ page, service }) => {
    const org = await service.createOrganization({ name: 'initech', displayName: 'Initech' });
    const user = await service.createUser();
    await service.invite(org, { email: user.email });
    const [invitation] = await service.inbox({ to: user.email, kind: 'invitation' });
    await page.goto(invitation!.link!);
    await loginAs(page, user); // "Accept invitation", then the e-mail (fixed) and the password
    await expect(page.locator('#status')).toHaveText(`Signed in as ${user.email} in ${org.id}`);
    expect(new URL(page.url()).searchParams.has('invitation'), 'the invitation is gone').toBe(false);
  });
});
