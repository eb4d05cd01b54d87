import { useMemo } from 'react';
import spec from '../../../widget-schemas/ArrayContainerV2';
import { migrateNode } from '../../../migrations';
import { applySettingsDefaults } from '../../../model/document/defaults';
import type { Settings } from '../../../model/document/types';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ArrayContainer, type ArrayContainerSettings } from './ArrayContainerV3';

/** V2 settings as ArrayContainerV3 reads them: the same migration the document loader runs, then V3 defaults. */
export function arrayContainerV3Settings(settings: Settings): ArrayContainerSettings {
  const migrated = migrateNode({ id: 'ArrayContainerV2', type: 'ArrayContainerV2', settings });
  const v3 = migrated.ok ? (migrated.value.settings ?? {}) : settings;
  return applySettingsDefaults('ArrayContainerV3', v3) as ArrayContainerSettings;
}

/**
 * Deprecated: documents are migrated to ArrayContainerV3 on load, so this only renders a V2 node that reached the
 * renderer unmigrated, by converting its settings the same way.
 */
function ArrayContainerV2(props: WidgetProps) {
  const settings = useMemo(() => arrayContainerV3Settings(props.settings), [props.settings]);
  return <ArrayContainer {...props} settings={settings} />;
}

export const ArrayContainerV2Widget = widgetFromSpec(spec, ArrayContainerV2);
