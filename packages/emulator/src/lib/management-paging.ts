// Paging of the Management API's lists, as the real service pages them: by offset (`page` from 0,
// `per_page` up to 100, default 50; `include_totals=true` wraps the page as `{<list>, start, limit, total}`)
// or, where the real service has it, by checkpoint (`take` up to 100, `from` the opaque `next` of the page
// before; the answer is `{<list>, next?}`). A list is sorted by a key; a checkpoint resumes at the first
// item whose key is not below it, so items added or removed between pages shift nothing.
import type { Context } from 'hono';
import { ManagementError } from './management-errors.js';

const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 50;

type Paging =
  | { kind: 'offset'; page: number; perPage: number; totals: boolean }
  | { kind: 'checkpoint'; from: string | undefined; take: number };

function invalidQuery(message: string): ManagementError {
  return new ManagementError(400, 'invalid_query_string', `Query validation error: ${message}`);
}

function integerParam(c: Context, name: string, min: number, max: number): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw invalidQuery(`'${name}' must be an integer from ${min} to ${max}`);
  }
  return value;
}

function readPaging(c: Context, checkpoint: boolean): Paging {
  const from = c.req.query('from');
  const take = integerParam(c, 'take', 1, MAX_PER_PAGE);
  if (checkpoint && (from !== undefined || take !== undefined)) {
    return { kind: 'checkpoint', from: from || undefined, take: take ?? DEFAULT_PER_PAGE };
  }
  const totals = c.req.query('include_totals');
  if (totals !== undefined && totals !== 'true' && totals !== 'false') {
    throw invalidQuery("'include_totals' must be true or false");
  }
  return {
    kind: 'offset',
    page: integerParam(c, 'page', 0, 1_000_000) ?? 0,
    perPage: integerParam(c, 'per_page', 1, MAX_PER_PAGE) ?? DEFAULT_PER_PAGE,
    totals: totals === 'true',
  };
}

interface ListOptions<T> {
  /** The wrapping object's property: `organizations`, `members`, ... */
  name: string;
  /** Offered by checkpoint too (with the item's sort key): the list must be sorted by it. */
  checkpointKey?: (item: T) => string;
}

/** The page of `items` (already sorted) that the request's query asks for, in the answer's shape. */
export function pageOf<T, V>(
  c: Context,
  items: readonly T[],
  view: (item: T) => V,
  options: ListOptions<T>,
): unknown {
  const keyOf = options.checkpointKey;
  const paging = readPaging(c, keyOf !== undefined);
  if (paging.kind === 'checkpoint' && keyOf) {
    let start = 0;
    if (paging.from !== undefined) {
      const from = Buffer.from(paging.from, 'base64url').toString('utf8');
      start = items.findIndex((item) => keyOf(item) >= from);
      if (start < 0) start = items.length;
    }
    const page = items.slice(start, start + paging.take);
    const following = items[start + paging.take];
    return {
      [options.name]: page.map(view),
      ...(following ? { next: Buffer.from(keyOf(following), 'utf8').toString('base64url') } : {}),
    };
  }
  if (paging.kind !== 'offset') throw invalidQuery('checkpoint paging is not supported here');
  const start = paging.page * paging.perPage;
  const page = items.slice(start, start + paging.perPage).map(view);
  return paging.totals ? { [options.name]: page, start, limit: paging.perPage, total: items.length } : page;
}
