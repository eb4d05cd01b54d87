import { useMemo } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Markdown';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useSocketInput } from '../../sockets/hooks';
import { markdownToSafeHtml } from './sanitize';

export type MarkdownSettings = SettingsOf<typeof spec.schema>;

/** Markdown rendered with marked and sanitised with DOMPurify; the `content` input replaces the text. */
function Markdown({ id, settings }: WidgetProps<MarkdownSettings>) {
  const input = useSocketInput<unknown>(id, 'content');
  const content = typeof input === 'string' ? input : settings.content;
  const html = useMemo(() => markdownToSafeHtml(content), [content]);
  return <div className="bk-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

export const MarkdownWidget = widgetFromSpec(spec, Markdown);
