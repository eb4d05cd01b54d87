// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const items = [
  { value: 'openTasks', title: 'Offene Aufgaben', description: 'mit mir als Bearbeiter' },
  { value: 'stats.hours', title: 'Stunden' },
  { value: '{done} von {total}', title: 'Erledigt' },
];

describe('Statistics', () => {
  it('shows each item with its value from the context, title and description, in a row by default', () => {
    const { container, engine } = renderTree(
      { id: 's', type: 'Statistics', settings: { statistics: items } },
      { registry, context: { openTasks: 1234.5, stats: { hours: 12 }, done: 3, total: 5 } },
    );
    const widget = widgetElement(container, 's').querySelector<HTMLElement>('[data-testid=statistics]')!;
    expect(widget.style.flexDirection).toBe('row');
    const values = () => [...widget.querySelectorAll('[data-testid=statistic-value]')].map((v) => v.textContent);
    expect(values()).toEqual(['1.234,5', '12', '3 von 5']);
    expect([...widget.querySelectorAll('[data-testid=statistic-title]')].map((t) => t.textContent)).toEqual(['Offene Aufgaben', 'Stunden', 'Erledigt']);
    expect([...widget.querySelectorAll('[data-testid=statistic-description]')].map((t) => t.textContent)).toEqual(['mit mir als Bearbeiter']);
    act(() => engine.setContext('openTasks', 7));
    expect(values()[0]).toBe('7');
  });

  it('stacks the items as a column with showAsVertical and shows a dash for a missing value', () => {
    const { container } = renderTree({ id: 's', type: 'Statistics', settings: { showAsVertical: true, statistics: [{ value: 'nothing', title: 'Leer' }] } }, { registry });
    const widget = container.querySelector<HTMLElement>('[data-testid=statistics]')!;
    expect(widget.style.flexDirection).toBe('column');
    expect(widget.dataset.orientation).toBe('vertical');
    expect(widget.querySelector('[data-testid=statistic-value]')!.textContent).toBe('–');
  });

  it('asks to be configured without items or with wrong settings', () => {
    const empty = renderTree({ id: 's', type: 'Statistics' }, { registry });
    expect(empty.container.querySelector('[data-testid=configure-notice]')!.textContent).toBe('Bitte konfigurieren Sie das Widget!');
    empty.unmount();
    const wrong = renderTree({ id: 's', type: 'Statistics', settings: { showAsVertical: 'ja', statistics: items } }, { registry });
    expect(wrong.container.querySelector('[data-testid=configure-notice]')).not.toBeNull();
  });
});
