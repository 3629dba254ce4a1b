// Issue 31: renders parsed Markdown (markdown.ts) as React elements; text is always a text node, never HTML. A document's
// headings sit one level below the page's own title (# becomes h2).
import { createElement, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown';

function inlines(nodes: Inline[], prefix: string): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${prefix}.${i}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={key}>{node.text}</code>;
      case 'strong':
        return <strong key={key}>{inlines(node.children, key)}</strong>;
      case 'em':
        return <em key={key}>{inlines(node.children, key)}</em>;
      case 'link':
        return (
          <a key={key} href={node.href} {...(/^https?:/i.test(node.href) ? { rel: 'noreferrer' } : {})}>
            {inlines(node.children, key)}
          </a>
        );
    }
  });
}

function blocks(nodes: Block[], prefix: string): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${prefix}.${i}`;
    switch (node.type) {
      case 'heading':
        return createElement(`h${Math.min(node.level + 1, 6)}`, { key }, inlines(node.children, key));
      case 'paragraph':
        return <p key={key}>{inlines(node.children, key)}</p>;
      case 'quote':
        return <blockquote key={key}>{blocks(node.children, key)}</blockquote>;
      case 'list': {
        const items = node.items.map((item, j) => <li key={`${key}.${j}`}>{inlines(item, `${key}.${j}`)}</li>);
        return node.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      }
    }
  });
}

export function MarkdownView({ source }: { source: string }) {
  return <>{blocks(parseMarkdown(source), 'md')}</>;
}
