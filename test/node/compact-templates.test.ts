// The build's template compaction (scripts/compact-templates.mjs): in html, only whitespace that holds a
// line break changes; css also loses what CSS does not read; never where it could change what the browser
// renders or matches.
import { strict as assert } from 'node:assert';
import { describe, test } from 'node:test';
import { compactCss, compactText } from '../../scripts/compact-templates.mjs';

const inside = { start: false, end: false };

describe('compactText', () => {
  test('css: drops line breaks around braces, semicolons and commas; keeps a space elsewhere', () => {
    const css =
      '\n  :host,\n  .a .b {\n    display: block;\n    margin: 0 auto;\n  }\n\n  .c :where(\n :focus) {}\n';
    assert.equal(
      compactText(css, 'css', inside),
      ':host,.a .b {display: block;margin: 0 auto;}.c :where( :focus) {}',
    );
  });

  test('html: a line break run becomes one space; text on one line is untouched', () => {
    const html = '\n  <p part="x">\n    <span>a  b</span>\n    <b>c</b>\n  </p>\n';
    assert.equal(compactText(html, 'html', inside), '<p part="x"> <span>a  b</span> <b>c</b> </p>');
  });

  test('keeps one space next to an interpolation, and a line continuation as written', () => {
    assert.equal(compactText('\n  color: red;\n', 'css', { start: true, end: true }), ' color: red; ');
    assert.equal(compactText('a\\\n  b', 'html', inside), 'a\\\n  b');
  });
});

describe('compactCss', () => {
  test('drops comments, whitespace next to punctuation that ends a token and the last semicolon of a block', () => {
    const css = compactText(
      '\n  /* the host */\n  :host, .a > .b {\n    margin: 0 auto ;\n    width: calc( 1px + 2px );\n  }\n',
      'css',
      inside,
    );
    assert.equal(compactCss(css, inside), ':host,.a>.b{margin: 0 auto;width: calc(1px + 2px)}');
  });

  test('keeps what separates tokens: descendant combinators, `and (`, a comment between words, hex escapes', () => {
    assert.equal(compactCss('.a :where(b) {}', inside), '.a :where(b){}');
    assert.equal(compactCss('@media (a) and (b) {}', inside), '@media (a) and (b){}');
    assert.equal(compactCss('a/**/b', inside), 'a b');
    assert.equal(compactCss('.\\31 0 {}', inside), '.\\31 0{}');
  });

  test('leaves quoted strings as written', () => {
    assert.equal(
      compactCss("[part~='a, b'] > p { content: ' ; } /* */ '; }", inside),
      "[part~='a, b']>p{content: ' ; } /* */ '}",
    );
  });

  test('keeps one space next to an interpolation unless punctuation makes it needless', () => {
    const edges = { start: true, end: true };
    assert.equal(compactCss(' input ', edges), ' input ');
    assert.equal(compactCss(' { color: red; } ', edges), '{color: red}');
  });
});
