import { useRef } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Button';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useEmit, useSocketInput } from '../../sockets/hooks';
import { useRenderMode } from '../../render/extensions';
import { useTemplate } from '../../hooks/useTemplate';
import { buttonStyle } from '../theme';

export type ButtonSettings = SettingsOf<typeof spec.schema>;

/**
 * A button that emits `clicked` with `{count, at}` (a new value per click, so repeated clicks all arrive).
 * The `disabled` input overrides the setting. In edit mode a click only selects, it emits nothing.
 */
function Button({ id, settings }: WidgetProps<ButtonSettings>) {
  const emit = useEmit<'clicked'>(id);
  const mode = useRenderMode();
  const disabledInput = useSocketInput<unknown>(id, 'disabled');
  const label = useTemplate(id, settings.label);
  const clicks = useRef(0);
  const disabled = disabledInput === undefined ? settings.disabled : Boolean(disabledInput);
  return (
    <button
      type="button"
      disabled={disabled}
      style={buttonStyle(settings.variant, settings.colorScheme, settings.size, disabled)}
      onClick={() => {
        if (mode === 'edit') return;
        clicks.current += 1;
        emit('clicked', { count: clicks.current, at: Date.now() });
      }}
    >
      {label}
    </button>
  );
}

export const ButtonWidget = widgetFromSpec(spec, Button);
