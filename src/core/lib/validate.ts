// Checks of caller-supplied options. A wrong type is the caller's mistake: a TypeError naming the option.

const RESPONSE_TYPE_WORDS: ReadonlySet<string> = new Set(['code', 'token', 'id_token']);

/** An object that is not null and not an array (what a JSON object parses to). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `options` when it is an object (arrays included), else a TypeError: "`method` options must be an object". */
export function checkOptions(options: unknown, method: string): Record<string, unknown> {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${method} options must be an object`);
  }
  return options as Record<string, unknown>;
}

export function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new TypeError(`"${name}" option must be a string`);
  return value;
}

export function requiredString(value: unknown, name: string): string {
  if (value === undefined || value === null || value === '')
    throw new TypeError(`"${name}" option is required`);
  if (typeof value !== 'string') throw new TypeError(`"${name}" option must be a string`);
  return value;
}

export function optionalBoolean(value: unknown, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new TypeError(`"${name}" option must be a boolean`);
  return value;
}

/** `maxAge`: whole seconds, 0 or more. */
export function maxAgeOption(value: unknown): number | undefined {
  if (value !== undefined && (typeof value !== 'number' || !Number.isInteger(value) || value < 0)) {
    throw new TypeError('"maxAge" option must be a non-negative integer (seconds)');
  }
  return value;
}

/** A space-separated list of `code`, `token`, `id_token`. */
export function checkResponseType(value: unknown, name: string): string {
  const text = requiredString(value, name);
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0 || !words.every((word) => RESPONSE_TYPE_WORDS.has(word))) {
    throw new TypeError(`"${name}" option must be a space-separated list of code, token, id_token`);
  }
  return words.join(' ');
}

export function hasResponseType(responseType: string, word: 'code' | 'token' | 'id_token'): boolean {
  return responseType.split(' ').includes(word);
}

/** `value` as an absolute URL, or a TypeError naming the option. */
export function absoluteUrl(value: string, name: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new TypeError(`"${name}" option must be an absolute URL`);
  }
}

/** A `timeout` option: a finite, positive number of milliseconds; `fallback` when it is left out. */
export function timeoutOption(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value)) {
    throw new TypeError('"timeout" option must be a positive number of milliseconds');
  }
  return value;
}
