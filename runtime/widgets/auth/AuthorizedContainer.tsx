import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/AuthorizedContainer';
import { useCurrentUser } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';

export type AuthorizedContainerSettings = SettingsOf<typeof spec.schema>;

/** Its children only for signed-in users; the editor always shows them, so they can be edited. */
function AuthorizedContainer({ renderSlot }: WidgetProps<AuthorizedContainerSettings>) {
  const user = useCurrentUser();
  const edit = useRenderMode() === 'edit';
  if (!user && !edit) return null;
  return <div data-testid="authorized-content">{renderSlot('children')}</div>;
}

export const AuthorizedContainerWidget = widgetFromSpec(spec, AuthorizedContainer);
