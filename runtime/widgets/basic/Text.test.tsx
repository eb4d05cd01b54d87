// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('Text', () => {
  it('shows its text as a paragraph with the chosen alignment', () => {
    const { container } = renderTree({ id: 't', type: 'Text', settings: { text: 'Hallo Welt', align: 'center' } }, { registry });
    const p = widgetElement(container, 't').querySelector('p')!;
    expect(p.textContent).toBe('Hallo Welt');
    expect(p.style.textAlign).toBe('center');
  });

  it('fills {placeholders} from context variables and follows their changes', () => {
    const { container, engine } = renderTree({ id: 't', type: 'Text', settings: { text: 'Hallo {name}!' } }, { registry, context: { name: 'Ada' } });
    expect(widgetElement(container, 't').textContent).toBe('Hallo Ada!');
    act(() => engine.setContext('name', 'Grace'));
    expect(widgetElement(container, 't').textContent).toBe('Hallo Grace!');
  });

  it('replaces the text with a value arriving on its text input', () => {
    const { container, engine } = renderTree(
      { id: 't', type: 'Text', settings: { text: 'vorher' } },
      { registry, connections: [{ id: 'c', from: { widgetId: '$context', socket: 'greeting' }, to: { widgetId: 't', socket: 'text' } }] },
    );
    act(() => engine.setContext('greeting', 'nachher'));
    expect(widgetElement(container, 't').textContent).toBe('nachher');
  });

  it('asks to be configured when a setting has the wrong type', () => {
    const { container } = renderTree({ id: 't', type: 'Text', settings: { text: 5 } }, { registry });
    expect(widgetElement(container, 't').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
