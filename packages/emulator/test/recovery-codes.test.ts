// Recovery codes in one format: shown in groups of four joined by dashes (the seed's code is written so
// too), and taken back with or without separators (dashes, spaces), in any case, on the hosted step as at
// the token endpoint.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CookieJar, TestClock, hiddenField, useTestService } from './helpers.js';
import { MFA_RECOVERY_CODE, postStep, startStep, visibleText } from './mfa-hosted-helpers.js';
import { MFA_DEMO_USER } from '../src/seed.js';
import { formatRecoveryCode } from '../src/mfa/factors.js';

/** The one format: six groups of four characters of the code's alphabet, joined by dashes. */
const DASHED = /^([A-HJ-NP-Z2-9]{4}-){5}[A-HJ-NP-Z2-9]{4}$/;

const clock = new TestClock();

describe('recovery codes: one format', () => {
  const service = useTestService({ now: clock.now });

  /** Logs the MFA user in with `typed` as the recovery code; the new code the page shows, as shown. */
  async function useRecoveryCode(typed: string): Promise<string> {
    const jar = new CookieJar();
    const { step } = await startStep(service(), jar);
    const used = await postStep(service(), jar, '/u/mfa', { step, method: 'recovery', code: typed });
    const page = await used.text();
    assert.equal(used.status, 200, visibleText(page));
    const shown = /id="recovery-code">([\s\S]*?)<\/p>/.exec(page)?.[1] ?? '';
    // Each group is kept on one line (no break inside it); the line may wrap only after a dash.
    assert.match(
      shown,
      /(<span class="group">[A-Z0-9]{4}<\/span>-<wbr \/>){5}<span class="group">[A-Z0-9]{4}<\/span>/,
    );
    const code = visibleText(shown).replace(/\s+/g, '');
    const done = await postStep(service(), jar, '/u/mfa/continue', {
      step: hiddenField(page, 'step'),
      saved: 'yes',
    });
    assert.equal(done.status, 303);
    return code;
  }

  it('writes the seed’s code in the format', () => {
    assert.match(MFA_DEMO_USER.recoveryCode, DASHED);
    assert.equal(formatRecoveryCode('mfad emus er23 4567 89ab cdef'), MFA_DEMO_USER.recoveryCode);
    assert.equal(formatRecoveryCode('MFADEMUSER23456789ABCDEF'), MFA_DEMO_USER.recoveryCode);
  });

  it('shows a new code in groups of four joined by dashes, and takes it back in any of its forms', async () => {
    let code = await useRecoveryCode(MFA_RECOVERY_CODE);
    assert.match(code, DASHED);
    const forms = [
      (c: string) => c.replace(/-/g, ''), // one run of 24 characters
      (c: string) => c.toLowerCase(), // lower case, dashed
      (c: string) => c.replace(/-/g, ' '), // spaced groups, as typed from paper
      (c: string) => ` ${c.slice(0, 12).toLowerCase()}${c.slice(12).replace(/-/g, '')} `, // mixed
    ];
    for (const form of forms) {
      const next = await useRecoveryCode(form(code));
      assert.match(next, DASHED);
      assert.notEqual(next, code);
      code = next;
    }
  });
});
