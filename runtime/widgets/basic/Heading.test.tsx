// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('Heading', () => {
  it('renders the heading level of its settings (h2 by default)', () => {
    const { container } = renderTree(
      { id: 'root', type: 'Container', slots: { children: [{ id: 'a', type: 'Heading', settings: { text: 'Angebote', level: 1 } }, { id: 'b', type: 'Heading', settings: { text: 'Neu' } }] } },
      { registry },
    );
    expect(widgetElement(container, 'a').querySelector('h1')?.textContent).toBe('Angebote');
    expect(widgetElement(container, 'b').querySelector('h2')?.textContent).toBe('Neu');
  });

  it('refuses a level outside 1..6 with the configure notice', () => {
    const { container } = renderTree({ id: 'h', type: 'Heading', settings: { text: 'x', level: 9 } }, { registry });
    expect(widgetElement(container, 'h').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
