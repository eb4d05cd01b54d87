import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/HttpRequestButton';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { useBuilderNotices, useRenderMode } from '../../render/extensions';
import { buttonStyle } from '../theme';
import { useHttpRequest } from './useHttpRequest';

export type HttpRequestButtonSettings = SettingsOf<typeof spec.schema>;

/**
 * Sends the request on click (never in edit mode), then says it worked (`successMessage`) or why it failed. While a
 * placeholder has no value yet the button is disabled and builders read which ones are missing.
 */
function HttpRequestButton({ id, settings }: WidgetProps<HttpRequestButtonSettings>) {
  const { t } = useTranslation('actions');
  const editing = useRenderMode() === 'edit';
  const notices = useBuilderNotices();
  const request = useHttpRequest(id, settings);
  if (!request.allowed) return <ConfigureNotice details={t('httpRequest.onlyHttp')} />;
  const sending = request.state.kind === 'sending';
  const waiting = request.missing.length > 0;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <button
        type="button"
        disabled={sending || (waiting && !editing)}
        aria-busy={sending}
        style={buttonStyle(settings.variant, 'primary', 'md', sending || (waiting && !editing))}
        onClick={() => !editing && !waiting && void request.send()}
      >
        {settings.label.trim() || t('httpRequest.send')}
      </button>
      {waiting && notices ? <div data-testid="http-request-missing" style={{ color: '#744210' }}>{t('httpRequest.missing', { names: request.missing.join(', ') })}</div> : null}
      {request.state.kind === 'done' && settings.successMessage ? <div role="status" style={{ color: '#276749' }}>{settings.successMessage}</div> : null}
      {request.failure ? <ErrorState message={request.failure.message} details={request.failure.details} /> : null}
    </div>
  );
}

export const HttpRequestButtonWidget = widgetFromSpec(spec, HttpRequestButton);
