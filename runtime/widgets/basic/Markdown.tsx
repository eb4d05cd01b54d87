import { useMemo } from 'react';
import schema from '../../../widget-schemas/Markdown.json';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useSocketInput } from '../../sockets/hooks';
import { markdownToSafeHtml } from './sanitize';

export interface MarkdownSettings {
  content: string;
  [key: string]: unknown;
}

/** Markdown rendered with marked and sanitised with DOMPurify; the `content` input replaces the text. */
function Markdown({ id, settings }: WidgetProps<MarkdownSettings>) {
  const input = useSocketInput<unknown>(id, 'content');
  const content = typeof input === 'string' ? input : settings.content;
  const html = useMemo(() => markdownToSafeHtml(content), [content]);
  return <div className="bk-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

export const MarkdownWidget = defineWidget<MarkdownSettings>({
  type: 'Markdown',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema,
  inputs: [{ name: 'content', type: 'string', label: 'widgets.Markdown.sockets.content' }],
  component: Markdown,
});
