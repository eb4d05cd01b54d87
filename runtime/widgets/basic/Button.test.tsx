// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const toContext = [{ id: 'c', from: { widgetId: 'b', socket: 'clicked' }, to: { widgetId: '$context', socket: 'clicks' } }];

describe('Button', () => {
  it('shows its label and emits clicked on every click', () => {
    const { container, engine } = renderTree({ id: 'b', type: 'Button', settings: { label: 'Bestellen' } }, { registry, connections: toContext });
    const button = widgetElement(container, 'b').querySelector('button')!;
    expect(button.textContent).toBe('Bestellen');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(engine.getContext('clicks')).toMatchObject({ count: 2 });
  });

  it('uses the default label and can be disabled by setting or input', () => {
    const { container, engine } = renderTree(
      { id: 'b', type: 'Button' },
      { registry, connections: [{ id: 'd', from: { widgetId: '$context', socket: 'busy' }, to: { widgetId: 'b', socket: 'disabled' } }] },
    );
    const button = widgetElement(container, 'b').querySelector('button')!;
    expect(button.textContent).toBe('Button');
    expect(button.disabled).toBe(false);
    act(() => engine.setContext('busy', true));
    expect(button.disabled).toBe(true);
  });

  it('emits nothing in edit mode', () => {
    const { container, engine } = renderTree({ id: 'b', type: 'Button' }, { registry, connections: toContext, extensions: { mode: 'edit' } });
    fireEvent.click(widgetElement(container, 'b').querySelector('button')!);
    expect(engine.getContext('clicks')).toBeUndefined();
  });
});
