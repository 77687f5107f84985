import { expect } from '@open-wc/testing';
import { guardState, guardStep } from '../../../src/components/api-permissions-editor/unsaved-guard.js';

const clean = { dirty: false, nextApiId: null, saving: false };
const dirty = { dirty: true, nextApiId: null, saving: false };

describe('api-permissions-editor/unsaved-guard', () => {
  it('names the state from the facts', () => {
    expect(guardState(clean)).to.equal('clean');
    expect(guardState({ ...clean, saving: true })).to.equal('saving');
    expect(guardState(dirty)).to.equal('dirty');
    expect(guardState({ ...dirty, nextApiId: 'b' })).to.equal('asking');
    // Edits undone by hand while asking: nothing is unsaved any more.
    expect(guardState({ ...clean, nextApiId: 'b' })).to.equal('clean');
  });

  it('loads another API at once when nothing is unsaved', () => {
    expect(guardStep(clean, 'a', 'b', false)).to.deep.equal({ step: 'load', apiId: 'b' });
    expect(guardStep({ ...clean, nextApiId: 'b' }, 'a', 'c', false)).to.deep.equal({
      step: 'load',
      apiId: 'c',
    });
    expect(guardStep(clean, 'a', '', false)).to.deep.equal({ step: 'load', apiId: '' });
  });

  it('asks before showing another API over unsaved changes, once per requested API', () => {
    expect(guardStep(dirty, 'a', 'b', false)).to.deep.equal({ step: 'ask', nextApiId: 'b' });
    expect(guardStep({ ...dirty, nextApiId: 'b' }, 'a', 'b', true)).to.deep.equal({ step: 'nothing' });
    expect(guardStep({ ...dirty, nextApiId: 'b' }, 'a', 'c', false)).to.deep.equal({
      step: 'ask',
      nextApiId: 'c',
    });
  });

  it('stops asking when the page asks for the API on screen again', () => {
    expect(guardStep({ ...dirty, nextApiId: 'b' }, 'a', 'a', false)).to.deep.equal({ step: 'stop-asking' });
  });

  it('reloads on a new token or user only when clean and not saving', () => {
    expect(guardStep(clean, 'a', 'a', true)).to.deep.equal({ step: 'load', apiId: 'a' });
    expect(guardStep(clean, 'a', 'a', false)).to.deep.equal({ step: 'nothing' });
    expect(guardStep(dirty, 'a', 'a', true)).to.deep.equal({ step: 'nothing' });
    expect(guardStep({ ...clean, saving: true }, 'a', 'a', true)).to.deep.equal({ step: 'nothing' });
    expect(guardStep(clean, '', '', true)).to.deep.equal({ step: 'nothing' });
  });
});
