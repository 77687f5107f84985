// ARCHITECTURE.md names only what exists: every backticked path (relative to the repository, to the folder
// in its section's heading, or to the folder of the path before it on the same line) is a file or folder,
// a pattern such as `components/<tag>/` matches one, and every name given beside a path, as
// `file.ts` (`name`, `other`) or `name` in `file.ts`, occurs in that file. Its lines stay short enough to read.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAP = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/** A backticked token that names a file or folder (a pattern may hold `<name>` or `*`). */
const PATH = /^(?:[\w.@<>*-]+\/)*[\w.@<>*-]+(?:\.(?:ts|tsx|mjs|js|json|md|njk|html)|\/)$/;
const isPath = (token: string): boolean =>
  PATH.test(token) && (token.includes('/') || /\.\w+$/.test(token)) && !token.startsWith('/');

/** The files and folders under `dir` (relative to the root), `node_modules` and build output aside. */
function walk(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (['node_modules', 'dist', '_site', '.git'].includes(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    found.push(entry.isDirectory() ? `${path}/` : path);
    if (entry.isDirectory()) found.push(...walk(path));
  }
  return found;
}
const ALL = walk('');

/** The existing paths `token` names under `base` ('' for the root): itself, or what its pattern matches. */
function resolve(base: string, token: string): string[] {
  const path = posix.join(base, token) + (token.endsWith('/') ? '/' : '');
  const normal = path.replace(/\/+$/, token.endsWith('/') ? '/' : '');
  if (!/[<>*]/.test(token)) return existsSync(join(ROOT, normal)) ? [normal] : [];
  const pattern = new RegExp(
    `^${normal
      .split(/(<[^>]+>|\*)/)
      .map((part) => (/^(<[^>]+>|\*)$/.test(part) ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );
  return ALL.filter((candidate) => pattern.test(candidate));
}

interface Named {
  line: number;
  token: string;
  paths: string[];
  names: string[];
}

/** Every path of the map with the names given beside it, resolved. */
function named(): Named[] {
  const result: Named[] = [];
  let sectionRoot = '';
  MAP.split('\n').forEach((text, index) => {
    if (text.startsWith('#')) {
      const folder = [...text.matchAll(/`([^`]+\/)`/g)][0]?.[1];
      sectionRoot = folder ?? '';
      return;
    }
    let previous = '';
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      const token = match[1] ?? '';
      if (!isPath(token)) continue;
      const bases = ['', sectionRoot, previous].filter((base, i, all) => all.indexOf(base) === i);
      const paths = bases.map((base) => resolve(base, token)).find((found) => found.length > 0) ?? [];
      const after = text.slice((match.index ?? 0) + match[0].length);
      const listed = /^ \(((?:`[^`]+`(?:, )?)+)\)/.exec(after)?.[1] ?? '';
      const before = text.slice(0, match.index ?? 0);
      const inFile = /`([#\w]+)` (?:in|called by `[\w]+` in|mounted in) $/.exec(before)?.[1];
      const names = [...listed.matchAll(/`([^`]+)`/g)].map((name) => name[1] ?? '');
      if (inFile) names.push(inFile);
      result.push({ line: index + 1, token, paths, names: names.filter((name) => !isPath(name)) });
      if (paths[0]) previous = paths[0].endsWith('/') ? paths[0] : `${dirname(paths[0])}/`;
    }
  });
  return result;
}

/** The text of a file, or of every file under a folder. */
function textOf(path: string): string {
  if (!statSync(join(ROOT, path)).isDirectory()) return readFileSync(join(ROOT, path), 'utf8');
  return ALL.filter((file) => file.startsWith(path) && !file.endsWith('/'))
    .map((file) => readFileSync(join(ROOT, file), 'utf8'))
    .join('\n');
}

describe('ARCHITECTURE.md', () => {
  const entries = named();

  it('names paths (and the check finds them)', () => {
    assert.ok(entries.length > 100, `only ${entries.length} paths found`);
  });

  it('names only files and folders that exist', () => {
    const missing = entries.filter((entry) => entry.paths.length === 0);
    assert.deepEqual(
      missing.map((entry) => `line ${entry.line}: ${entry.token}`),
      [],
    );
  });

  it('names, beside a path, only what that file declares', () => {
    const wrong: string[] = [];
    for (const entry of entries) {
      if (entry.paths.length === 0 || entry.names.length === 0) continue;
      const text = entry.paths.map(textOf).join('\n');
      for (const name of entry.names) {
        const bare = name.replace(/^#/, '').replace(/\(\)$/, '');
        if (!/^[A-Za-z_$][\w$]*$/.test(bare)) continue;
        if (!new RegExp(`(?<![\\w$])#?${bare}(?![\\w$])`).test(text))
          wrong.push(`line ${entry.line}: ${name} in ${entry.token}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('keeps its lines under 200 characters', () => {
    const long = MAP.split('\n')
      .map((text, index) => ({ text, line: index + 1 }))
      .filter(({ text }) => text.length >= 200)
      .map(({ text, line }) => `line ${line}: ${text.length} characters`);
    assert.deepEqual(long, []);
  });
});
