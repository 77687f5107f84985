import { expect } from '@open-wc/testing';
import {
  buildPatch,
  convertText,
  hasEdits,
  metadataRow,
  rowsFrom,
} from '../../../src/components/auth-profile/metadata.js';

describe('auth-profile/metadata', () => {
  it('rowsFrom with fields: listed keys first with their label and type, absent ones empty; generic off hides the rest', () => {
    const fields = [
      { key: 'website', label: 'Website', type: 'url' as const },
      { key: 'company', label: 'Company' },
    ];
    const rows = rowsFrom({ city: 'Paris', company: 'ACME' }, fields);
    expect(
      rows.map(({ key, text, field }) => ({ key, text, label: field?.label, type: field?.type })),
    ).to.deep.equal([
      { key: 'website', text: '', label: 'Website', type: 'url' },
      { key: 'company', text: 'ACME', label: 'Company', type: 'text' },
      { key: 'city', text: 'Paris', label: undefined, type: undefined },
    ]);
    expect(rowsFrom({ city: 'Paris', company: 'ACME' }, fields, false).map((row) => row.key)).to.deep.equal([
      'website',
      'company',
    ]);
    // An absent field left empty sends nothing and is not an edit; filled in, it is added.
    expect(hasEdits(rows)).to.equal(false);
    expect(buildPatch(rows)).to.deep.include({ ok: true, removes: false });
    const filled = rows.map((row) => (row.key === 'website' ? { ...row, text: 'https://example.com' } : row));
    expect(hasEdits(filled)).to.equal(true);
    const result = buildPatch(filled);
    expect(result.ok && { ...result.patch }).to.deep.equal({ website: 'https://example.com' });
  });

  it('rowsFrom: strings as text, other values as indented JSON, each row its own id', () => {
    const rows = rowsFrom({ plan: 'pro', limits: { seats: 3 } });
    expect(rows.map(({ key, kind, text, isNew }) => ({ key, kind, text, isNew }))).to.deep.equal([
      { key: 'plan', kind: 'text', text: 'pro', isNew: false },
      { key: 'limits', kind: 'json', text: '{\n  "seats": 3\n}', isNew: false },
    ]);
    expect(rows[0]?.id).to.not.equal(rows[1]?.id);
    expect(rowsFrom(undefined)).to.deep.equal([]);
  });

  it('a JSON value written with its keys in another order is no change: nothing is sent', () => {
    const [limits] = rowsFrom({ limits: { b: 1, a: { d: 2, c: 3 } } });
    const result = buildPatch([{ ...limits!, text: '{"a": {"c": 3, "d": 2}, "b": 1}' }]);
    expect(result.ok && { ...result.patch }).to.deep.equal({});
    const changed = buildPatch([{ ...limits!, text: '{"a": {"c": 3, "d": 4}, "b": 1}' }]);
    expect(changed.ok && { ...changed.patch }).to.deep.equal({ limits: { a: { c: 3, d: 4 }, b: 1 } });
  });

  it('convertText keeps values across Text ↔ JSON where it can', () => {
    expect(convertText('a', 'json')).to.equal('"a"');
    expect(convertText('42', 'json')).to.equal('42');
    expect(convertText('  ', 'json')).to.equal('  ');
    expect(convertText('"a"', 'text')).to.equal('a');
    expect(convertText('42', 'text')).to.equal('42');
    expect(convertText('{not json', 'text')).to.equal('{not json');
  });

  it('a value is its text, or its JSON: empty, invalid and null JSON are refused', () => {
    /** A new key `k` with `text` as `kind`: what a save sends, or the value's error. */
    const read = (kind: 'text' | 'json', text: string): unknown => {
      const result = buildPatch([{ ...metadataRow('', '', true), key: 'k', kind, text }]);
      return result.ok ? { value: result.patch['k'] } : { error: result.rows[0]?.valueError };
    };
    expect(read('text', '')).to.deep.equal({ value: '' });
    expect(read('json', ' ')).to.deep.equal({ error: { key: 'profileEmptyJson' } });
    expect(read('json', '{')).to.deep.equal({ error: { key: 'profileInvalidJson' } });
    expect(read('json', 'null')).to.deep.equal({ error: { key: 'profileNullValue' } });
    expect(read('json', '[1]')).to.deep.equal({ value: [1] });
  });

  it('buildPatch sends changed and added keys, null for removed ones, and nothing unchanged', () => {
    const [plan, limits, old] = rowsFrom({ plan: 'pro', limits: { seats: 3, tier: 1 }, old: 'x' });
    const rows = [
      { ...plan!, text: 'team' },
      { ...limits!, text: '{"tier": 1, "seats": 3}' },
      { ...old!, removed: true },
      { ...metadataRow('', '', true), key: ' color ', text: 'blue' },
    ];
    const result = buildPatch(rows);
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect({ ...result.patch }).to.deep.equal({ plan: 'team', old: null, color: 'blue' });
    expect(result.removes).to.equal(true);
  });

  it('buildPatch returns the rows with their errors: missing and duplicate keys, bad JSON', () => {
    const [plan] = rowsFrom({ plan: 'pro' });
    const rows = [
      { ...plan!, kind: 'json' as const, text: '{' },
      metadataRow('', '', true),
      { ...metadataRow('', '', true), key: 'plan' },
    ];
    const result = buildPatch(rows);
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.rows.map((row) => [row.keyError, row.valueError])).to.deep.equal([
      [null, { key: 'profileInvalidJson' }],
      [{ key: 'profileKeyRequired' }, null],
      [{ key: 'profileKeyDuplicate', values: { key: 'plan' } }, null],
    ]);
  });
});
