import { defineWidget } from '../../registry/defineWidget';

/**
 * A widget that always throws while rendering, to prove in a real browser that one broken widget leaves the
 * page working. Registered only when the test flag is set (see testOnlyWidgets); never in the catalogue.
 */
function TestThrows(): never {
  throw new Error('TestThrows always fails');
}

export const TestThrowsWidget = defineWidget({
  type: 'TestThrows',
  group: 'test',
  categories: ['CMS', 'APPLICATION'],
  schema: { type: 'object', properties: {} },
  component: TestThrows,
});
