// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

// Every widget of this folder as the palette drops it (only its schema defaults), in view and edit mode: it renders
// without failing. RandomJoke is left out: with its defaults it asks the public joke service (RandomJoke.test.tsx).
const registry = createBuiltinRegistry();
afterEach(cleanup);

const TYPES = ['PromotionList', 'ImageSlider', 'FloatingActionButton', 'MarkdownEditor', 'DeleteEntityButton', 'PatchObjectsButton', 'HttpRequest', 'HttpRequestButton'];

describe.each(['view', 'edit'] as const)('with defaults in %s mode', (mode) => {
  it.each(TYPES)('%s renders without failing', (type) => {
    const failures: unknown[] = [];
    const { container } = renderTree({ id: 'w', type }, { registry, extensions: { mode }, onError: (error) => failures.push(error) });
    expect(failures).toEqual([]);
    expect(widgetElement(container, 'w').querySelector('[data-testid=widget-error], [data-testid=unknown-widget]')).toBeNull();
  });
});
