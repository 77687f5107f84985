// <auth-profile>'s way to its sign-in methods over the My Account API (./sign-in-methods.ts: passkeys,
// two-step verification): their code is fetched once a profile that may show them has loaded (the
// elements' chunk `loadSignInMethods`), then they load for the user shown. Without their code the rest
// of the profile works: the failure is an `auth-error`, and the code is tried again at the next load.
import { nothing } from 'lit';
import type { ManagementIdentity } from '../../core/index.js';
import { loadSignInMethods } from '../../internal/chunks.js';
import { asAuthError } from '../../internal/operation-controller.js';
import type { ProfileSection } from './section.js';
import type { SignInMethods } from './sign-in-methods.js';

export class SignInMethodsLoader {
  readonly #section: ProfileSection;
  /** What the profile shows now (its source and user), `null` without a user. */
  readonly #target: () => string | null;
  #methods: SignInMethods | null = null;

  constructor(section: ProfileSection, target: () => string | null) {
    this.#section = section;
    this.#target = target;
  }

  /** Loads the sign-in methods for `target`, fetching their code first when it is not here yet. */
  load(target: string): void {
    if (this.#methods) {
      this.#methods.load(target);
      return;
    }
    loadSignInMethods().then(
      (module) => {
        this.#methods ??= new module.SignInMethods(this.#section);
        if (this.#target() === target) this.#methods.load(target);
      },
      (caught: unknown) => this.#section.emit('auth-error', { error: asAuthError(caught) }),
    );
  }

  /** Loads them again for the same source and user (after "Grant access"). */
  reload(): void {
    this.#methods?.reload();
  }

  /** Whether they say the database `identity` has no password (`false` before they load). */
  lacksPassword(identity: ManagementIdentity): boolean {
    return !!this.#methods?.lacksPassword(identity);
  }

  /** Forgets them (signed out, or nothing to show). */
  reset(): void {
    this.#methods?.reset();
  }

  render(): unknown {
    return this.#methods?.render() ?? nothing;
  }
}
