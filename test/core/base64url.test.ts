// The core's own base64url (src/core/lib/base64url.ts) against jose's, which it replaces on the start-up
// path: the same text for every byte length and for UTF-8 strings, the same bytes back, and a TypeError
// for what is not base64url.
import { expect } from '@open-wc/testing';
import { base64url as jose } from 'jose';
import { decode, encode } from '../../src/core/lib/base64url.js';

describe('core/lib/base64url', () => {
  it('encodes bytes of every length as jose does, and decodes them back', () => {
    for (let length = 0; length <= 70; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      const text = encode(bytes);
      expect(text, `length ${length}`).to.equal(jose.encode(bytes));
      expect([...decode(text)], `length ${length}`).to.deep.equal([...bytes]);
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(encode(all)).to.equal(jose.encode(all));
    expect([...decode(encode(all))]).to.deep.equal([...all]);
  });

  it("encodes a string's UTF-8 bytes", () => {
    const text = '{"name":"auth-elements","note":"é ✓ 𝄞"}';
    expect(encode(text)).to.equal(jose.encode(text));
    expect(new TextDecoder().decode(decode(encode(text)))).to.equal(text);
  });

  it('throws a TypeError for what is not base64url', () => {
    expect([...decode('YQ==')]).to.deep.equal([...jose.decode('YQ==')]); // padding, as jose allows
    for (const input of ['a+b', 'a/bc', 'abcde', 'a b', 'é', 'Y=Q=']) {
      expect(() => decode(input), input).to.throw(TypeError);
    }
  });
});
