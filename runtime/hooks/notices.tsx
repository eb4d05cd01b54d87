import { useTranslation } from 'react-i18next';
import { noticeStyles } from './styles';
import { useBuilderNotices } from '../render/extensions';

/**
 * The notices every widget shares ("please configure" notices, empty and error states live in the runtime, not copied
 * into widgets; docs/architecture.md). Texts come from the `runtime` namespace.
 */

/**
 * 'Bitte konfigurieren Sie das Widget!' — shown in place of a widget whose settings cannot work. A builder notice:
 * visitors of a published application get nothing in its place (docs/editor.md, "Builder notices").
 */
export function ConfigureNotice({ details }: { details?: string }) {
  const { t } = useTranslation('runtime');
  if (!useBuilderNotices()) return null;
  return (
    <div data-testid="configure-notice" style={noticeStyles.configure} title={details}>
      {t('configureNotice')}
    </div>
  );
}

/** An empty result; `message` overrides the default 'Keine Daten gefunden'. */
export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation('runtime');
  return (
    <div data-testid="empty-state" style={noticeStyles.empty}>
      {message ?? t('empty')}
    </div>
  );
}

/** A failure inside a widget (loading failed, rendering failed). */
export function ErrorState({ message, details }: { message?: string; details?: string }) {
  const { t } = useTranslation('runtime');
  return (
    <div data-testid="widget-error" role="alert" style={noticeStyles.error}>
      <strong>{message ?? t('widgetError')}</strong>
      {details ? <div style={{ marginTop: 4, fontSize: 12, opacity: 0.8 }}>{details}</div> : null}
    </div>
  );
}

/**
 * Placeholder of a node whose type is not registered; the node itself stays in the document untouched. A builder
 * notice like ConfigureNotice: nothing for visitors of a published application.
 */
export function UnknownWidgetNotice({ type }: { type: string }) {
  const { t } = useTranslation('runtime');
  if (!useBuilderNotices()) return null;
  return (
    <div data-testid="unknown-widget" style={noticeStyles.unknown}>
      {t('unknownWidget', { type })}
    </div>
  );
}
