// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../model/document/types';
import { declaresSlot } from '../../registry/defineWidget';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { createBuiltinRegistry } from '..';
import { TableWidget } from './Table';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const text = (id: string) => ({ id, type: 'Text', settings: { text: id } });
const cells = (container: HTMLElement) => [...widgetElement(container, 't').querySelectorAll<HTMLTableCellElement>('td')];

describe('Table', () => {
  it('draws rows 2 x cols 2 by default, one slot per cell, with the spec defaults', () => {
    const node: WidgetNode = { id: 't', type: 'Table', slots: { 'cell-0-0': [text('a')], 'cell-1-1': [text('d')] } };
    const { container } = renderTree(node, { registry });
    const table = widgetElement(container, 't').querySelector('table')!;
    expect(table.rows).toHaveLength(2);
    expect(cells(container).map((cell) => [cell.dataset.cell, cell.textContent])).toEqual([
      ['cell-0-0', 'a'],
      ['cell-0-1', ''],
      ['cell-1-0', ''],
      ['cell-1-1', 'd'],
    ]);
    expect(table.style.borderSpacing).toBe('0px 0px');
    expect(table.style.borderCollapse).toBe('separate');
    expect(table.style.border).toBe(''); // tableBorder false
    expect(cells(container)[0].style.padding).toBe('4px 8px');
    expect(cells(container)[0].style.verticalAlign).toBe('middle');
  });

  it('applies borders, collapse and vertical alignment', () => {
    const settings = { tableBorder: true, tableBorderStyle: 'dashed', tableBorderWidth: '3px', tableBorderColor: '#ff0000', tableBorderCollapse: true, tdVerticalAlign: 'bottom', tablePadding: '1px' };
    const { container } = renderTree({ id: 't', type: 'Table', settings }, { registry });
    const table = widgetElement(container, 't').querySelector('table')!;
    expect(table.style.border).toBe('3px dashed rgb(255, 0, 0)');
    expect(table.style.borderCollapse).toBe('collapse');
    expect(cells(container)[3].style.border).toBe('3px dashed rgb(255, 0, 0)');
    expect([cells(container)[3].style.verticalAlign, cells(container)[3].style.padding]).toEqual(['bottom', '1px']);
  });

  it('keeps the cells outside the grid in the document and shows them again when the table grows', () => {
    const node: WidgetNode = { id: 't', type: 'Table', settings: { rows: 2, cols: 3 }, slots: { 'cell-0-2': [text('right')], 'cell-1-0': [text('low')] } };
    const { container, source } = renderTree(node, { registry });
    expect(cells(container)).toHaveLength(6);
    expect(widgetElement(container, 'right').textContent).toBe('right');
    act(() => source.update({ ...node, settings: { rows: 1, cols: 2 } }));
    expect(cells(container)).toHaveLength(2);
    expect(container.querySelector('[data-widget-id="right"]')).toBeNull();
    expect(source.getNode('t')!.slots['cell-0-2']).toEqual(['right']); // still in the document
    act(() => source.update({ ...node, settings: { rows: 2, cols: 3 } }));
    expect(widgetElement(container, 'right').textContent).toBe('right');
    expect(widgetElement(container, 'low').textContent).toBe('low');
  });

  it('accepts children in any cell slot, and refuses rows below 1', () => {
    expect(declaresSlot(TableWidget, 'cell-7-12')).toBe(true);
    expect(declaresSlot(TableWidget, 'cell-x')).toBe(false);
    const { container } = renderTree({ id: 't', type: 'Table', settings: { rows: 0 } }, { registry });
    expect(widgetElement(container, 't').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
