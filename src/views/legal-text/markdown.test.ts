// Issue 31: the legal texts' Markdown subset: structure kept, nothing executable passes.
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown';

describe('legal Markdown subset (issue 31)', () => {
  it('reads headings, paragraphs joined across lines, lists, quotes', () => {
    const blocks = parseMarkdown('# Título\n\nUna línea\ny otra.\n\n- uno\n- dos\n\n1. a\n2. b\n\n> **Nota** aquí');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote']);
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'Una línea y otra.' }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'uno' }], [{ text: 'dos' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
  });

  it('reads bold, italic, code and links; unsafe links become text', () => {
    expect(parseInline('a **b** _c_ `d` [e](https://x.test)')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd' },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://x.test', children: [{ type: 'text', text: 'e' }] },
    ]);
    expect(parseInline('[x](javascript:alert)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](javascript:alert(1))').some((node) => node.type === 'link')).toBe(false);
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it.each([
    ['https://a.test/x', true],
    ['mailto:a@b.test', true],
    ['tel:+571234', true],
    ['/co/points-terms', true],
    ['//evil.test', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
  ])('%s is kept as a link: %s', (href, kept) => {
    expect(safeHref(href) !== null).toBe(kept);
  });
});
