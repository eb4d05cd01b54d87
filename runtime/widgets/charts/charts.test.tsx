// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { aliasesOf } from '../../../migrations';
import { renderTree, widgetElement } from '../../testing/renderTree';
import chartSpec from '../../../widget-schemas/Chart';
import statsSpec from '../../../widget-schemas/AnonymizedStats';
import { chartPoints } from './chartPoints';
import { barShares } from './PercentageBarChart';
import { lastQuarters } from './quarters';

// The chart widgets without a server: points, shares, quarters, the bar chart and the states before any data.
afterEach(cleanup);
const registry = createBuiltinRegistry();

describe('chart points', () => {
  it('take the label and the number at dotted paths and leave out records without a number', () => {
    const records = [
      { month: 'Jan', sales: { total: 12 } },
      { month: 'Feb', sales: { total: '7.5' } },
      { month: 'Mär', sales: { total: 'viel' } },
      { month: 'Apr' },
      { sales: { total: 3 } },
    ];
    expect(chartPoints(records, 'month', 'sales.total')).toEqual([
      { label: 'Jan', value: 12 }, { label: 'Feb', value: 7.5 }, { label: '', value: 3 },
    ]);
  });

  it('Chart defaults to a bar chart 300px high and asks for its source and properties', () => {
    expect(chartSpec.schema.properties.chartType).toMatchObject({ default: 'bar', enum: ['bar', 'line', 'area', 'pie'] });
    expect(chartSpec.schema.properties.height.default).toBe(300);
    const none = renderTree({ id: 'c', type: 'Chart' }, { registry });
    expect(widgetElement(none.container, 'c').querySelector('[data-testid=configure-notice]')!.getAttribute('title')).toBe('Bitte wählen Sie Beschriftungs- und Werte-Eigenschaft.');
    none.unmount();
    const noStore = renderTree({ id: 'c', type: 'Chart', settings: { labelProperty: 'a', valueProperty: 'b' } }, { registry });
    expect(widgetElement(noStore.container, 'c').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    noStore.unmount();
    const unknown = renderTree({ id: 'c', type: 'Chart', settings: { store: 'umsatz', labelProperty: 'a', valueProperty: 'b' } }, { registry });
    expect(widgetElement(unknown.container, 'c').textContent).toBe('No store found for name umsatz');
  });
});

describe('PercentageBarChart', () => {
  it('scales parts adding up to more than 100 and keeps smaller ones as they are', () => {
    expect(barShares([{ value: 30 }, { value: 20 }])).toEqual([30, 20]);
    expect(barShares([{ value: 150 }, { value: 50 }])).toEqual([75, 25]);
    expect(barShares([{ value: -5 }])).toEqual([0]);
  });

  it('draws the text, one coloured part per value and a legend, inside a border of its colour and width', () => {
    const values = [{ label: 'Erledigt', value: 62.5, color: '#38a169' }, { label: 'Offen', value: 37.5, color: '#e53e3e' }];
    const { container } = renderTree({ id: 'p', type: 'PercentageBarChart', settings: { content: 'Fortschritt', width: '400px', borderColor: '#000000', values } }, { registry });
    const chart = container.querySelector<HTMLElement>('[data-testid=percentage-bar-chart]')!;
    expect(chart.style.width).toBe('400px');
    expect(container.querySelector('[data-testid=percentage-bar-content]')!.textContent).toBe('Fortschritt');
    const parts = [...container.querySelectorAll<HTMLElement>('[data-testid=percentage-bar-part]')];
    expect(parts.map((p) => [p.style.width, p.style.background])).toEqual([['62.5%', 'rgb(56, 161, 105)'], ['37.5%', 'rgb(229, 62, 62)']]);
    expect(parts[0].parentElement!.style.border).toBe('1px solid rgb(0, 0, 0)');
    expect([...container.querySelectorAll('[data-testid=percentage-bar-legend]')].map((l) => l.textContent)).toEqual(['Erledigt: 62,5 %', 'Offen: 37,5 %']);
  });

  it('asks for values without any, and refuses a width that is no CSS length', () => {
    const empty = renderTree({ id: 'p', type: 'PercentageBarChart' }, { registry });
    expect(empty.container.querySelector('[data-testid=configure-notice]')!.getAttribute('title')).toBe('Bitte fügen Sie mindestens einen Wert hinzu.');
    empty.unmount();
    const wrong = renderTree({ id: 'p', type: 'PercentageBarChart', settings: { width: 'breit', values: [{ label: 'a', value: 1 }] } }, { registry });
    expect(wrong.container.querySelector('[data-testid=configure-notice]')).not.toBeNull();
  });
});

describe('AnonymizedStats', () => {
  it('counts the last 8 quarters by default, oldest first, the current one last', () => {
    expect(statsSpec.schema.properties.quartersCount.default).toBe(8);
    const quarters = lastQuarters(8, new Date(2026, 10, 24));
    expect(quarters.map((q) => q.label)).toEqual(['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026']);
    expect(quarters[7]).toMatchObject({ from: new Date(2026, 9, 1).getTime(), to: new Date(2027, 0, 1).getTime() });
  });

  it('asks for a data type', () => {
    const { container } = renderTree({ id: 'a', type: 'AnonymizedStats' }, { registry, language: 'es_es' });
    expect(container.querySelector('[data-testid=configure-notice]')!.getAttribute('title')).toBe('Elija un tipo de datos.');
  });
});

describe('Stats', () => {
  it('is another name of Statistics, not a second widget', () => {
    expect(aliasesOf('Statistics')).toEqual(['Stats']);
    expect(registry.has('Stats')).toBe(false);
    expect(registry.has('Statistics')).toBe(true);
  });
});
