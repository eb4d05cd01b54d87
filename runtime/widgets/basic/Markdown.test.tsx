// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('Markdown', () => {
  it('renders Markdown as HTML', () => {
    const { container } = renderTree({ id: 'm', type: 'Markdown', settings: { content: '# Titel\n\n**fett** und [Link](/x)' } }, { registry });
    const element = widgetElement(container, 'm');
    expect(element.querySelector('h1')?.textContent).toBe('Titel');
    expect(element.querySelector('strong')?.textContent).toBe('fett');
    expect(element.querySelector('a')?.getAttribute('href')).toBe('/x');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const content = 'Text <script>window.hacked = true</script><img src="x" onerror="window.hacked = true"> [klick](javascript:alert(1))';
    const { container } = renderTree({ id: 'm', type: 'Markdown', settings: { content } }, { registry });
    const element = widgetElement(container, 'm');
    expect(element.querySelector('script')).toBeNull();
    expect(element.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(element.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
