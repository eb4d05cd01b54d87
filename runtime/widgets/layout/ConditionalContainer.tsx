import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ConditionalContainer';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useContextValue } from '../../sockets/hooks';
import { useRenderMode } from '../../render/extensions';
import { ConfigureNotice } from '../../hooks/notices';
import { evaluateCondition } from './condition';

export type ConditionalContainerSettings = SettingsOf<typeof spec.schema>;

function readPath(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((current, key) => (current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);
}

/**
 * Renders the `true` or the `false` slot depending on a context variable. In edit mode both branches are
 * shown, labelled, so the builder can fill the hidden one too.
 */
function ConditionalContainer({ settings, renderSlot }: WidgetProps<ConditionalContainerSettings>) {
  const { t } = useTranslation('widgets');
  const mode = useRenderMode();
  const [root = '', ...path] = (settings.contextVariable ?? '').trim().split('.');
  const rootValue = useContextValue(root);
  if (!root) return <ConfigureNotice />;
  const result = evaluateCondition(settings.operator, readPath(rootValue, path), settings.value);
  if (mode === 'edit') {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {(['true', 'false'] as const).map((branch) => (
          <div key={branch} data-branch={branch} data-active={String(result === (branch === 'true'))} style={{ border: '1px dashed #a0aec0', padding: 4, opacity: result === (branch === 'true') ? 1 : 0.6 }}>
            <small>{t(branch === 'true' ? 'widgets.ConditionalContainer.ui.whenTrue' : 'widgets.ConditionalContainer.ui.whenFalse')}</small>
            {renderSlot(branch)}
          </div>
        ))}
      </div>
    );
  }
  return <div data-branch={result ? 'true' : 'false'}>{renderSlot(result ? 'true' : 'false')}</div>;
}

export const ConditionalContainerWidget = widgetFromSpec(spec, ConditionalContainer);
