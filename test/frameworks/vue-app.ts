// The Vue test page: a sign-in page that renders <auth-login> from a Vue 3 template compiled in the
// browser. `compilerOptions.isCustomElement` tells the compiler that the `auth-*` tags (and
// `api-permissions-editor`) are custom elements, not Vue components. Vue sets `:domain` and `:strings`
// as properties (the element has them), `client-id` and `:redirect-uri` as attributes, and listens for
// `@auth-success` and `@auth-error`.
import { createApp, reactive, ref } from 'vue/dist/vue.esm-browser.js';
import type { App } from 'vue';
import type { AuthErrorEventDetail, AuthSuccessEventDetail } from '../../src/internal/events.js';
import type { StringOverrides } from '../../src/internal/i18n.js';
import { CLIENT_ID } from './helpers.js';
import type { LoginPageConfig } from './helpers.js';

/** What the page shows; the test changes `strings` the way an app's state changes. */
export interface LoginPageState extends LoginPageConfig {
  strings: StringOverrides;
}

export interface LoginPageHandlers {
  /** Called by the page's `@auth-success` handler with the element's event. */
  onSuccess: (event: CustomEvent<AuthSuccessEventDetail>) => void;
  /** Called by the page's `@auth-error` handler with the element's event. */
  onError: (event: CustomEvent<AuthErrorEventDetail>) => void;
}

const TEMPLATE = `
  <main>
    <auth-login
      :domain="state.domain"
      client-id="${CLIENT_ID}"
      :redirect-uri="state.redirectUri"
      mode="popup"
      :strings="state.strings"
      @auth-success="onAuthSuccess"
      @auth-error="handlers.onError"
    ></auth-login>
    <p v-if="signedInAs !== null" class="signed-in">Signed in as {{ signedInAs }}</p>
  </main>
`;

/** The page's app (not mounted yet) and its reactive state. */
export function createLoginPage(
  initial: LoginPageState,
  handlers: LoginPageHandlers,
): { app: App; state: LoginPageState } {
  const state = reactive({ ...initial });
  const app = createApp({
    template: TEMPLATE,
    setup() {
      const signedInAs = ref<string | null>(null);
      const onAuthSuccess = (event: CustomEvent<AuthSuccessEventDetail>): void => {
        signedInAs.value = event.detail.authResult.idTokenPayload?.email ?? '';
        handlers.onSuccess(event);
      };
      return { state, handlers, signedInAs, onAuthSuccess };
    },
  });
  app.config.compilerOptions.isCustomElement = (tag) =>
    tag.startsWith('auth-') || tag === 'api-permissions-editor';
  return { app, state };
}
