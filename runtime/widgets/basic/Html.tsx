import { useMemo } from 'react';
import schema from '../../../widget-schemas/Html.json';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useSocketInput } from '../../sockets/hooks';
import { sanitizeHtml } from './sanitize';

export interface HtmlSettings {
  html: string;
  [key: string]: unknown;
}

/** Builder HTML, sanitised with DOMPurify (no scripts or event handlers); the `html` input replaces it. */
function Html({ id, settings }: WidgetProps<HtmlSettings>) {
  const input = useSocketInput<unknown>(id, 'html');
  const source = typeof input === 'string' ? input : settings.html;
  const html = useMemo(() => sanitizeHtml(source), [source]);
  return <div className="bk-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

export const HtmlWidget = defineWidget<HtmlSettings>({
  type: 'Html',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema,
  inputs: [{ name: 'html', type: 'string', label: 'widgets.Html.sockets.html' }],
  component: Html,
});
