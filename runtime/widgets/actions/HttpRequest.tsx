import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/HttpRequest';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { noticeStyles } from '../../hooks/styles';
import { useBuilderNotices, useRenderMode } from '../../render/extensions';
import { useSocketEvent } from '../../sockets/hooks';
import { useHttpRequest } from './useHttpRequest';

export type HttpRequestSettings = SettingsOf<typeof spec.schema>;

/**
 * Invisible on the page except for a failure. Sends on load and when the filled-in address or body change (with
 * `sendOnLoad`), and on every `trigger`, once every placeholder has a value. In edit mode it sends nothing (a
 * request may change data) and shows the builder what it would send.
 */
function HttpRequest({ id, settings }: WidgetProps<HttpRequestSettings>) {
  const { t } = useTranslation('actions');
  const editing = useRenderMode() === 'edit';
  const notices = useBuilderNotices();
  const request = useHttpRequest(id, settings);
  const { send, allowed } = request;
  const ready = allowed && request.missing.length === 0;
  const bodyKey = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  useEffect(() => {
    if (!editing && ready && settings.sendOnLoad) void send();
  }, [editing, ready, settings.sendOnLoad, send, request.url, bodyKey, settings.method]);
  useSocketEvent(id, 'trigger', () => {
    if (!editing && ready) void send();
  });

  if (!allowed) return <ConfigureNotice details={t('httpRequest.onlyHttp')} />;
  if (request.failure) return <ErrorState message={request.failure.message} details={request.failure.details} />;
  if (editing && notices) {
    return <div data-testid="http-request-note" style={noticeStyles.unknown}>{t('httpRequest.editNote', { method: settings.method, url: request.url })}</div>;
  }
  return null;
}

export const HttpRequestWidget = widgetFromSpec(spec, HttpRequest);
