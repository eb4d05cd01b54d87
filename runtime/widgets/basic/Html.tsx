import { useMemo } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Html';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useSocketInput } from '../../sockets/hooks';
import { sanitizeHtml } from './sanitize';

export type HtmlSettings = SettingsOf<typeof spec.schema>;

/** Builder HTML, sanitised with DOMPurify (no scripts or event handlers); the `html` input replaces it. */
function Html({ id, settings }: WidgetProps<HtmlSettings>) {
  const input = useSocketInput<unknown>(id, 'html');
  const source = typeof input === 'string' ? input : settings.html;
  const html = useMemo(() => sanitizeHtml(source), [source]);
  return <div className="bk-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

export const HtmlWidget = widgetFromSpec(spec, Html);
