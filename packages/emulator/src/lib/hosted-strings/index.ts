// The packs of the hosted pages' catalog, by language: every language of HOSTED_LANGUAGES (../hosted-locale.ts).
// A language without a pack here would be shown in English; adding its pack (a `HostedStrings`, every key of
// ./en.ts) and its line below is all it takes to offer it.
import type { HostedLanguage } from '../hosted-locale.js';
import { en } from './en.js';
import type { HostedStrings } from './en.js';
import { ar } from './ar.js';
import { bg } from './bg.js';
import { ca } from './ca.js';
import { cs } from './cs.js';
import { da } from './da.js';
import { de } from './de.js';
import { el } from './el.js';
import { es } from './es.js';
import { fa } from './fa.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { he } from './he.js';
import { hi } from './hi.js';
import { hu } from './hu.js';
import { id } from './id.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { nb } from './nb.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { ptBR } from './pt-BR.js';
import { ro } from './ro.js';
import { ru } from './ru.js';
import { sv } from './sv.js';
import { th } from './th.js';
import { tr } from './tr.js';
import { uk } from './uk.js';
import { vi } from './vi.js';
import { zhCN } from './zh-CN.js';

export const HOSTED_PACKS: Readonly<Partial<Record<HostedLanguage, HostedStrings>>> & {
  readonly en: HostedStrings;
} = {
  en,
  ar,
  bg,
  ca,
  cs,
  da,
  de,
  el,
  es,
  fa,
  fi,
  fr,
  he,
  hi,
  hu,
  id,
  it,
  ja,
  ko,
  nb,
  nl,
  pl,
  'pt-BR': ptBR,
  ro,
  ru,
  sv,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
};
