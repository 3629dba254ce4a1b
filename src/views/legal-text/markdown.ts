// Issue 31: a small Markdown subset for the legal texts (headings, paragraphs, lists, block quotes, bold, italic, inline
// code, links), parsed into plain data that the view renders as React elements: no HTML string ever reaches the page, so
// a text cannot inject markup or scripts (raw HTML in the source shows as text), and a link is kept only when it is
// http(s), mailto, tel or a path of this site.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Block[] };

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return SAFE_HREF.test(trimmed) ? trimmed : null;
}

// the first of: `code`, **strong**, *em* or _em_, [text](href)
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let rest = source;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const [whole, code, strong, em1, em2, linkText, href] = match;
    if (code !== undefined) out.push({ type: 'code', text: code });
    else if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) });
    else if (em1 !== undefined || em2 !== undefined) out.push({ type: 'em', children: parseInline((em1 ?? em2)!) });
    else {
      const safe = safeHref(href!);
      if (safe) out.push({ type: 'link', href: safe, children: parseInline(linkText!) });
      else out.push(...parseInline(linkText!));
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const HEADING = /^(#{1,4})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: heading[1]!.length as 1 | 2 | 3 | 4,
        children: parseInline(heading[2]!.trim()),
      });
      i += 1;
      continue;
    }
    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('>')) quoted.push(lines[i++]!.replace(/^>\s?/, ''));
      blocks.push({ type: 'quote', children: parseMarkdown(quoted.join('\n')) });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length && lines[i]!.trim()) {
        const item = pattern.exec(lines[i]!);
        if (item) items.push(item[1]!);
        else if (items.length && /^\s+/.test(lines[i]!)) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i += 1;
      }
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() &&
      !HEADING.test(lines[i]!) &&
      !lines[i]!.startsWith('>') &&
      !BULLET.test(lines[i]!) &&
      !NUMBERED.test(lines[i]!)
    )
      paragraph.push(lines[i++]!.trim());
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
