// Demo pages: the language and theme pickers in the header. The language goes to <html lang>, which
// every element without its own `lang` follows; the theme goes to the `theme` attribute of every
// auth element (also those added later) and to `data-theme` on <html> for the demo's own CSS.
// Both choices are remembered across the demo pages.

const LANG_KEY = 'auth-elements-demo:lang';
const THEME_KEY = 'auth-elements-demo:theme';
const THEMES = ['auto', 'light', 'dark'] as const;
type DemoTheme = (typeof THEMES)[number];

/** The elements that take a `theme`: every auth-* element, and the permissions editor. */
const THEMED =
  'auth-login, auth-signup, auth-passwordless, auth-change-password, auth-profile, api-permissions-editor, ' +
  'auth-organization-members';

const root = document.documentElement;
const langSwitcher = document.querySelector<HTMLSelectElement>('#lang-switcher');
const themeSwitcher = document.querySelector<HTMLSelectElement>('#theme-switcher');

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

const isTheme = (value: string | null): value is DemoTheme => THEMES.includes(value as DemoTheme);

let theme: DemoTheme = 'auto';

function applyTheme(element: Element): void {
  element.setAttribute('theme', theme);
}

function setTheme(value: DemoTheme): void {
  theme = value;
  if (value === 'auto') delete root.dataset['theme'];
  else root.dataset['theme'] = value;
  for (const element of document.querySelectorAll(THEMED)) applyTheme(element);
}

/** `rtl` for a language written right to left (Arabic, Persian, Hebrew), else `ltr`. */
function direction(lang: string): string {
  try {
    const locale = new Intl.Locale(lang) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    return (locale.getTextInfo?.() ?? locale.textInfo)?.direction ?? 'ltr';
  } catch {
    return 'ltr'; // not a language tag
  }
}

/** The page's language and its direction, which the elements follow. */
function setLang(value: string): void {
  root.lang = value;
  root.dir = direction(value);
}

if (langSwitcher) {
  // `?lang=ar` in the address picks a language for this visit (screenshots), else the remembered one.
  const lang = new URL(location.href).searchParams.get('lang') ?? stored(LANG_KEY) ?? root.lang ?? 'en';
  if ([...langSwitcher.options].some((option) => option.value === lang)) langSwitcher.value = lang;
  setLang(lang);
  langSwitcher.addEventListener('change', () => {
    setLang(langSwitcher.value);
    remember(LANG_KEY, langSwitcher.value);
  });
}

if (themeSwitcher) {
  const initial = stored(THEME_KEY);
  if (isTheme(initial)) {
    themeSwitcher.value = initial;
    setTheme(initial);
  }
  themeSwitcher.addEventListener('change', () => {
    const value = themeSwitcher.value;
    if (!isTheme(value)) return;
    setTheme(value);
    remember(THEME_KEY, value);
  });
  // Elements a page adds later (the login page swaps elements in) get the current theme too.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(THEMED)) applyTheme(node);
        for (const element of node.querySelectorAll(THEMED)) applyTheme(element);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}
