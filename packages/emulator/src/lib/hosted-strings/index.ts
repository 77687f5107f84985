// The packs of the hosted pages' catalog that exist, by language. A language of HOSTED_LANGUAGES
// (../hosted-locale.ts) without a pack here is shown in English; adding its pack (a `HostedStrings`, every key of
// ./en.ts) and its line below is all it takes to offer it.
import type { HostedLanguage } from '../hosted-locale.js';
import { de } from './de.js';
import { en } from './en.js';
import type { HostedStrings } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';

export const HOSTED_PACKS: Readonly<Partial<Record<HostedLanguage, HostedStrings>>> & {
  readonly en: HostedStrings;
} = { en, de, es, fr, ja };
