// The documentation site's script: registers every element so the examples run, gives each example its
// event log (the demo's, ../../../demo/event-log.ts), turns each example's code into HTML / React tabs, and
// adds the theme picker and the search box; an invitation link that lands here goes on to the demo's app page. The pages are complete without it; it only adds what needs a
// script. `npm start` serves it from the sources as /assets/site.ts, `npm run docs:build` bundles it into
// /assets/site.js (docs/lib/build.mjs names it for both).
import '../../../src/index.js';
import { logEvent } from '../../../demo/event-log.js';
// Under `npm start` the site's root is the demo application's login route: an invitation link goes on to the app.
import '../../../demo/invitation.js';

// The menu on narrow screens: without this script "Menu" is a link to the navigation below the page; with it,
// a button that opens the navigation above the page (focus moves into it; Escape closes it and comes back).
const menuLink = document.querySelector<HTMLAnchorElement>('.menu-button');
const nav = document.querySelector<HTMLElement>('#site-nav');
const body = document.querySelector<HTMLElement>('.site-body');
if (menuLink && nav && body) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'menu-button';
  button.textContent = menuLink.textContent;
  button.setAttribute('aria-controls', 'site-nav');
  button.setAttribute('aria-expanded', 'false');
  menuLink.replaceWith(button);
  const setOpen = (open: boolean): void => {
    body.classList.toggle('menu-open', open);
    button.setAttribute('aria-expanded', String(open));
    if (open) {
      const current = nav.querySelector<HTMLElement>('[aria-current="page"]') ?? nav.querySelector('a');
      current?.focus();
      window.scrollTo({ top: 0 });
    }
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !body.classList.contains('menu-open')) return;
    setOpen(false);
    button.focus();
  });
}

// Event logs: every example logs the events its elements dispatch (named by the page, from the manifest).
for (const live of document.querySelectorAll<HTMLElement>('.example-live')) {
  const log = live.parentElement?.querySelector<HTMLOListElement>('.event-log');
  const empty = live.parentElement?.querySelector<HTMLElement>('.event-log-empty');
  if (!log) continue;
  for (const name of new Set((live.dataset['events'] ?? '').split(' ').filter(Boolean))) {
    live.addEventListener(name, (event) => {
      logEvent(log, event);
      if (empty) empty.hidden = true;
    });
  }
}

// Code tabs: HTML first, React on demand; arrow keys move between the tabs.
let tabsCount = 0;
for (const code of document.querySelectorAll<HTMLElement>('.example-code')) {
  const panels = [...code.querySelectorAll<HTMLElement>('.code-panel')];
  const list = document.createElement('div');
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', 'Code');
  const tabs = panels.map((panel, index) => {
    const id = `code-${++tabsCount}`;
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `${id}-tab`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `${id}-panel`);
    tab.textContent = panel.querySelector('.code-label')?.textContent ?? panel.dataset['code'] ?? '';
    panel.id = `${id}-panel`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.querySelector('.code-label')?.setAttribute('hidden', '');
    tab.addEventListener('click', () => select(index));
    tab.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      const next = (index + step + panels.length) % panels.length;
      select(next);
      tabs[next]?.focus();
    });
    return tab;
  });
  function select(selected: number): void {
    tabs.forEach((tab, index) => {
      tab.setAttribute('aria-selected', String(index === selected));
      tab.tabIndex = index === selected ? 0 : -1;
      const panel = panels[index];
      if (panel) panel.hidden = index !== selected;
    });
  }
  list.append(...tabs);
  code.prepend(list);
  select(0);
}

// Theme: the page's colours and every element that does not set its own `theme`.
const THEME_KEY = 'auth-elements-docs:theme';
const THEMED =
  'auth-login, auth-signup, auth-passwordless, auth-change-password, auth-profile, api-permissions-editor, auth-organization-switcher';
const picker = document.querySelector<HTMLSelectElement>('#site-theme');
for (const element of document.querySelectorAll(THEMED)) {
  if (!element.hasAttribute('theme')) element.setAttribute('data-follows-site-theme', '');
}
function applyTheme(theme: string): void {
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset['theme'] = theme;
  else delete document.documentElement.dataset['theme'];
  for (const element of document.querySelectorAll('[data-follows-site-theme]')) {
    element.setAttribute('theme', theme === 'light' || theme === 'dark' ? theme : 'auto');
  }
}
if (picker) {
  picker.closest('label')?.removeAttribute('hidden');
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_KEY);
  } catch {
    // No storage (private mode): the system's theme.
  }
  if (stored && [...picker.options].some((option) => option.value === stored)) picker.value = stored;
  applyTheme(picker.value);
  picker.addEventListener('change', () => {
    applyTheme(picker.value);
    try {
      localStorage.setItem(THEME_KEY, picker.value);
    } catch {
      // The choice lasts for this page.
    }
  });
}

// Search: a small index the build writes (/search-index.json), fetched when the box is first used.
interface SearchEntry {
  url: string;
  title: string;
  headings: { id: string; text: string }[];
  text: string;
}
const search = document.querySelector<HTMLElement>('.site-search');
const input = document.querySelector<HTMLInputElement>('#search-input');
const results = document.querySelector<HTMLElement>('#search-results');
let index: Promise<SearchEntry[]> | undefined;

function matches(entries: SearchEntry[], query: string): { url: string; title: string; where: string }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const found: { url: string; title: string; where: string; score: number }[] = [];
  for (const entry of entries) {
    const haystack =
      `${entry.title} ${entry.headings.map((heading) => heading.text).join(' ')} ${entry.text}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) continue;
    const heading = entry.headings.find((candidate) =>
      words.every((word) => candidate.text.toLowerCase().includes(word)),
    );
    const inTitle = words.every((word) => entry.title.toLowerCase().includes(word));
    // Among pages alike in title and headings, the one that says the words together most often first.
    const together = haystack.split(words.join(' ')).length - 1;
    found.push({
      url: heading ? `${entry.url}#${heading.id}` : entry.url,
      title: entry.title,
      where: heading?.text ?? '',
      score: (inTitle ? 4 : 0) + (heading ? 2 : 0) + Math.min(together, 20) / 20,
    });
  }
  return found.sort((a, b) => b.score - a.score).slice(0, 8);
}

if (search && input && results) {
  search.hidden = false;
  input.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    results.querySelector('a')?.click();
  });
  input.addEventListener('input', async () => {
    index ??= fetch('/search-index.json').then((response) => response.json() as Promise<SearchEntry[]>);
    const query = input.value;
    const found = matches(await index, query);
    if (query !== input.value) return;
    results.hidden = !query.trim();
    const list = document.createElement('ul');
    for (const result of found) {
      const link = document.createElement('a');
      link.href = result.url;
      link.textContent = result.where ? `${result.title} › ${result.where}` : result.title;
      const item = document.createElement('li');
      item.append(link);
      list.append(item);
    }
    const summary = document.createElement('p');
    summary.textContent = found.length ? `${found.length} found` : 'Nothing found';
    results.replaceChildren(summary, ...(found.length ? [list] : []));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !results.hidden) {
      results.hidden = true;
      input.focus();
    }
  });
}
