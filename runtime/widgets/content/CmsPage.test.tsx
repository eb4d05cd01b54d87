// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

// CmsPage without a server: with its defaults it names no page (the store-backed behaviour is in
// runtime/widgets/files/filesArea.test.tsx).
const registry = createBuiltinRegistry();
afterEach(cleanup);

describe('CmsPage', () => {
  it('asks to be configured while it names neither an id nor a path', () => {
    const view = renderTree({ id: 'c', type: 'CmsPage', settings: { path: ' / ' } }, { registry });
    expect(widgetElement(view.container, 'c').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
