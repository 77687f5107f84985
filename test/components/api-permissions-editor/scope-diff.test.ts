import { expect } from '@open-wc/testing';
import {
  copyScopes,
  countChanges,
  diffRows,
  orderDraft,
  sameScopes,
  scopeProblem,
} from '../../../src/components/api-permissions-editor/scope-diff.js';

const read = { value: 'read:things', description: 'Read things' };
const write = { value: 'write:things', description: 'Write things' };
const admin = { value: 'admin', description: 'Everything' };

describe('api-permissions-editor/scope-diff', () => {
  it('copyScopes keeps only value and description', () => {
    const extra = { ...read, other: 1 } as typeof read;
    expect(copyScopes([extra])).to.deep.equal([read]);
    expect(copyScopes([read])[0]).to.not.equal(read);
  });

  it('sameScopes ignores order but not descriptions or extra entries', () => {
    expect(sameScopes([read, write], [write, read])).to.equal(true);
    expect(sameScopes([read], [{ ...read, description: 'Other' }])).to.equal(false);
    expect(sameScopes([read], [read, write])).to.equal(false);
  });

  it('diffRows lists the service order first, then additions; a changed description is removed + added', () => {
    const changed = { ...write, description: 'Changed' };
    const rows = diffRows([read, write], [changed, admin, read]);
    expect(rows).to.deep.equal([
      { ...read, change: 'kept' },
      { ...write, change: 'removed' },
      { ...changed, change: 'added' },
      { ...admin, change: 'added' },
    ]);
    expect(countChanges(rows)).to.deep.equal({ added: 2, removed: 1 });
  });

  it('orderDraft keeps the service order for kept permissions, then the new ones', () => {
    expect(orderDraft([read, write], [admin, write, read])).to.deep.equal([read, write, admin]);
  });

  it('scopeProblem refuses empty, whitespace, reserved and duplicate names', () => {
    expect(scopeProblem('', [])).to.deep.equal({ key: 'permissionValueRequired' });
    expect(scopeProblem('a b', [])).to.deep.equal({ key: 'permissionValueWhitespace' });
    expect(scopeProblem('email', [])).to.deep.equal({
      key: 'permissionValueReserved',
      values: { permission: 'email' },
    });
    expect(scopeProblem('read:things', [read])).to.deep.equal({
      key: 'permissionValueDuplicate',
      values: { permission: 'read:things' },
    });
    expect(scopeProblem('write:things', [read])).to.equal(null);
  });
});
