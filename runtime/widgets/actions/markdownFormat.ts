/** The MarkdownEditor toolbar's changes to the text around the selection. */
export type MarkdownFormat = 'bold' | 'italic' | 'heading' | 'list' | 'link';

export const MARKDOWN_FORMATS: readonly MarkdownFormat[] = ['bold', 'italic', 'heading', 'list', 'link'];

export interface Edit {
  text: string;
  /** The selection after the change: the formatted words stay selected. */
  start: number;
  end: number;
}

/** Puts a prefix before each line the selection touches (headings, list items). */
function prefixLines(text: string, start: number, end: number, prefix: string): Edit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lines = text.slice(lineStart, end).split('\n');
  const changed = lines.map((line) => prefix + line).join('\n');
  return { text: text.slice(0, lineStart) + changed + text.slice(end), start: start + prefix.length, end: end + prefix.length * lines.length };
}

/** `placeholder` is the (translated) word put in when nothing is selected. */
export function applyFormat(text: string, start: number, end: number, format: MarkdownFormat, placeholder: string): Edit {
  const selected = text.slice(start, end);
  const wrap = (before: string, after: string): Edit => {
    const inner = selected || placeholder;
    return { text: text.slice(0, start) + before + inner + after + text.slice(end), start: start + before.length, end: start + before.length + inner.length };
  };
  switch (format) {
    case 'bold':
      return wrap('**', '**');
    case 'italic':
      return wrap('_', '_');
    case 'link':
      return wrap('[', '](https://)');
    case 'heading':
      return prefixLines(text, start, end, '## ');
    case 'list':
      return prefixLines(text, start, end, '- ');
  }
}
