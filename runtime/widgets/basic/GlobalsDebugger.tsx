import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/GlobalsDebugger';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useContextSnapshot } from '../../sockets/hooks';

export type GlobalsDebuggerSettings = SettingsOf<typeof spec.schema>;

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value); // cyclic values
  }
}

/** Shows the page's context variables and their current values (for builders debugging socket wiring). */
function GlobalsDebugger({ settings }: WidgetProps<GlobalsDebuggerSettings>) {
  const { t } = useTranslation('widgets');
  const context = useContextSnapshot();
  const filter = settings.filter?.trim().toLowerCase();
  const names = Object.keys(context)
    .filter((name) => !filter || name.toLowerCase().includes(filter))
    .sort();
  return (
    <section style={{ fontFamily: 'monospace', fontSize: 13, border: '1px solid #cbd5e0', borderRadius: 4, padding: 8 }}>
      <strong>{t('widgets.GlobalsDebugger.ui.heading')}</strong>
      {names.length === 0 ? (
        <p style={{ margin: '4px 0 0' }}>{t('widgets.GlobalsDebugger.ui.empty')}</p>
      ) : (
        <dl style={{ margin: '4px 0 0' }}>
          {names.map((name) => (
            <div key={name} data-context-variable={name}>
              <dt style={{ fontWeight: 700 }}>{name}</dt>
              <dd style={{ margin: '0 0 4px 12px' }}>
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{stringify(context[name])}</pre>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

export const GlobalsDebuggerWidget = widgetFromSpec(spec, GlobalsDebugger);
