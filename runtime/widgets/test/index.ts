import type { WidgetDefinition } from '../../registry/defineWidget';
import { TestContextListWidget } from './TestContextList';
import { TestThrowsWidget } from './TestThrows';

/** Browser tests set this localStorage flag to get the test-only widgets registered. */
export const TEST_WIDGETS_FLAG = 'baukasten.testWidgets';

export function testOnlyWidgets(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): WidgetDefinition[] {
  try {
    return storage?.getItem(TEST_WIDGETS_FLAG) === 'true' ? [TestThrowsWidget, TestContextListWidget] : [];
  } catch {
    return [];
  }
}
