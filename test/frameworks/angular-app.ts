// The Angular test page: a standalone component that renders <auth-login>, compiled just in time in the
// browser (hence @angular/compiler) and run with zoneless change detection. CUSTOM_ELEMENTS_SCHEMA lets
// the template use `auth-*` tags and bind their properties: `[domain]`, `[redirectUri]` and `[strings]`
// set properties, `client-id` is a static attribute, and `(auth-success)` / `(auth-error)` listen.
import '@angular/compiler';
import {
  CUSTOM_ELEMENTS_SCHEMA,
  Component,
  InjectionToken,
  inject,
  provideZonelessChangeDetection,
  signal,
} from '@angular/core';
import type { ApplicationRef } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import type { AuthErrorEventDetail, AuthSuccessEventDetail } from '../../src/internal/events.js';
import type { StringOverrides } from '../../src/internal/i18n.js';
import { CLIENT_ID } from './helpers.js';
import type { LoginPageConfig } from './helpers.js';

export interface LoginPageOptions extends LoginPageConfig {
  strings: StringOverrides;
  /** Called by the page's `(auth-success)` handler with the element's event. */
  onSuccess: (event: CustomEvent<AuthSuccessEventDetail>) => void;
  /** Called by the page's `(auth-error)` handler with the element's event. */
  onError: (event: CustomEvent<AuthErrorEventDetail>) => void;
}

export const LOGIN_PAGE_OPTIONS = new InjectionToken<LoginPageOptions>('LOGIN_PAGE_OPTIONS');

@Component({
  selector: 'app-login-page',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <auth-login
        [domain]="options.domain"
        client-id="${CLIENT_ID}"
        [redirectUri]="options.redirectUri"
        mode="popup"
        [strings]="strings()"
        (auth-success)="onAuthSuccess($event)"
        (auth-error)="options.onError($event)"
      ></auth-login>
      @if (signedInAs(); as email) {
        <p class="signed-in">Signed in as {{ email }}</p>
      }
    </main>
  `,
})
export class LoginPage {
  readonly options = inject(LOGIN_PAGE_OPTIONS);
  /** The text overrides; the test sets new ones the way an app's state changes. */
  readonly strings = signal(this.options.strings);
  readonly signedInAs = signal<string | null>(null);

  onAuthSuccess(event: CustomEvent<AuthSuccessEventDetail>): void {
    this.signedInAs.set(event.detail.authResult.idTokenPayload?.email ?? '');
    this.options.onSuccess(event);
  }
}

/** Bootstraps {@link LoginPage} into a new `<app-login-page>` in `container`. */
export async function bootstrapLoginPage(
  container: HTMLElement,
  options: LoginPageOptions,
): Promise<{ appRef: ApplicationRef; page: LoginPage }> {
  container.append(document.createElement('app-login-page'));
  const appRef = await bootstrapApplication(LoginPage, {
    providers: [provideZonelessChangeDetection(), { provide: LOGIN_PAGE_OPTIONS, useValue: options }],
  });
  const page = appRef.components[0]?.instance;
  if (!(page instanceof LoginPage)) throw new Error('Angular bootstrapped no LoginPage');
  return { appRef, page };
}
