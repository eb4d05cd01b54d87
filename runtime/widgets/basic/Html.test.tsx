// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('Html', () => {
  it('renders the builder HTML without scripts or event handlers', () => {
    const html = '<p class="intro">Willkommen <b>im Shop</b></p><script>window.hacked=1</script><a href="/x" onclick="window.hacked=1" target="_blank">x</a>';
    const { container } = renderTree({ id: 'h', type: 'Html', settings: { html } }, { registry });
    const element = widgetElement(container, 'h');
    expect(element.querySelector('p.intro b')?.textContent).toBe('im Shop');
    expect(element.querySelector('script')).toBeNull();
    const a = element.querySelector('a')!;
    expect(a.getAttribute('onclick')).toBeNull();
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('takes its HTML from the html input, sanitised too', () => {
    const { container, engine } = renderTree(
      { id: 'h', type: 'Html', settings: { html: '<i>alt</i>' } },
      { registry, connections: [{ id: 'c', from: { widgetId: '$context', socket: 'snippet' }, to: { widgetId: 'h', socket: 'html' } }] },
    );
    act(() => engine.setContext('snippet', '<em>neu</em><iframe src="https://evil"></iframe>'));
    const element = widgetElement(container, 'h');
    expect(element.querySelector('em')?.textContent).toBe('neu');
    expect(element.querySelector('iframe')).toBeNull();
  });
});
