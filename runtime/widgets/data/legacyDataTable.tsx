import { useMemo } from 'react';
import { migrateNode } from '../../../migrations';
import { applySettingsDefaults } from '../../../model/document/defaults';
import type { Settings } from '../../../model/document/types';
import type { WidgetProps } from '../../registry/defineWidget';
import { DataTable, type DataTableV4Settings } from './DataTableV4';

/** Settings of a deprecated data table as DataTableV4 reads them: the loader's migration, then V4's defaults. */
export function dataTableV4Settings(type: string, settings: Settings): DataTableV4Settings {
  const migrated = migrateNode({ id: type, type, settings });
  const v4 = migrated.ok ? (migrated.value.settings ?? {}) : settings;
  return applySettingsDefaults('DataTableV4', v4) as DataTableV4Settings;
}

/**
 * The component of a deprecated data table. Documents are migrated to DataTableV4 on load, so this only renders a
 * node that reached the renderer unmigrated, by converting its settings the same way.
 */
export function legacyDataTable(type: 'DataTableV1' | 'DataTableV2' | 'DataTableV3') {
  return function LegacyDataTable(props: WidgetProps) {
    const settings = useMemo(() => dataTableV4Settings(type, props.settings), [props.settings]);
    return <DataTable {...props} settings={settings} />;
  };
}
