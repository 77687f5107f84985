// "Change password" of an e-mail and password account in the profile: sends the password-reset e-mail
// with `webAuth.changePassword({connection, email})` and says where it went.
import type { ProfileSection } from './section.js';

/** The handler of a "Change password" button (reads `data-connection` and `data-email`). */
export function changePasswordHandler(section: ProfileSection): (event: Event) => void {
  return (event) => {
    if (section.screen.busy) return;
    const { connection, email } = (event.currentTarget as HTMLElement).dataset;
    if (!connection || !email) return;
    void section.screen.perform(
      'password',
      () => section.webAuth().changePassword({ connection, email }),
      () => section.screen.notify('profilePasswordSent', { email }),
    );
  };
}
