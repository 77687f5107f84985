import { expect } from '@open-wc/testing';
import { guardStep } from '../../../src/components/api-permissions-editor/unsaved-guard.js';

const clean = { dirty: false, nextApiId: null, saving: false };
const dirty = { dirty: true, nextApiId: null, saving: false };

describe('api-permissions-editor/unsaved-guard', () => {
  it('answers by the state the facts make: clean, saving, dirty or asking', () => {
    // Clean: another API, or a new token, loads at once.
    expect(guardStep(clean, 'a', 'b', false)).to.deep.equal({ step: 'load', apiId: 'b' });
    expect(guardStep(clean, 'a', 'a', true)).to.deep.equal({ step: 'load', apiId: 'a' });
    // Saving: another API loads, a new token does not reload the list under the save.
    expect(guardStep({ ...clean, saving: true }, 'a', 'b', false)).to.deep.equal({
      step: 'load',
      apiId: 'b',
    });
    expect(guardStep({ ...clean, saving: true }, 'a', 'a', true)).to.deep.equal({ step: 'nothing' });
    // Dirty: another API asks first.
    expect(guardStep(dirty, 'a', 'b', false)).to.deep.equal({ step: 'ask', nextApiId: 'b' });
    // Asking: the API already asked about is not asked again.
    expect(guardStep({ ...dirty, nextApiId: 'b' }, 'a', 'b', false)).to.deep.equal({ step: 'nothing' });
    // Edits undone by hand while asking: nothing is unsaved any more, so it loads at once.
    expect(guardStep({ ...clean, nextApiId: 'b' }, 'a', 'b', false)).to.deep.equal({
      step: 'load',
      apiId: 'b',
    });
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
