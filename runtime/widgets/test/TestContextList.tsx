import { useEffect } from 'react';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useEmit } from '../../sockets/hooks';

interface TestContextListSettings {
  items: unknown[];
  [key: string]: unknown;
}

/**
 * Emits its `items` setting on the `list` output when it appears: a stand-in for the data widgets that fill a
 * context list, so browser tests can bind an array container to one. Test flag only (see testOnlyWidgets).
 */
function TestContextList({ id, settings }: WidgetProps<TestContextListSettings>) {
  const emit = useEmit(id);
  useEffect(() => emit('list', settings.items), [emit, settings.items]);
  return null;
}

export const TestContextListWidget = defineWidget<TestContextListSettings>({
  type: 'TestContextList',
  group: 'test',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: { type: 'object', properties: { items: { type: 'array', default: [] } } },
  outputs: [{ name: 'list', type: 'array' }],
  component: TestContextList,
});
