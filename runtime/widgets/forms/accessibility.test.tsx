// @vitest-environment jsdom
import axe from 'axe-core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import type { WidgetNode } from '../../../model/document/types';
import { renderTree } from '../../testing/renderTree';

// Every input widget inside a Form, checked by axe-core (labels, names, ARIA use; colour contrast needs a real
// browser's layout) and by hand: each input is labelled, its message after a failed submit is tied to it and marks
// it invalid, and the Tab order follows the page order.
const registry = createBuiltinRegistry();
afterEach(cleanup);

const INPUTS: [string, Record<string, unknown>][] = [
  ['TextInput', {}], ['IntegerInput', {}], ['PriceInput', {}], ['PercentageInput', {}], ['DateInput', {}], ['TimeInput', {}],
  ['DurationInput', {}], ['CommaSeparatedListInput', {}], ['RangeSlider', {}], ['MultiSelect', { options: [{ value: 'a', label: 'A' }] }],
  ['IconInput', {}], ['CodeEditor', {}], ['ImageUpload', {}], ['SignaturePad', {}], ['ArrayInput', {}], ['DocumentAcceptance', { fileUrl: '/a.pdf' }],
  ['StoreSelect', { store: 'products' }],
];

function formOf(inputs: [string, Record<string, unknown>][], required: boolean): WidgetNode {
  const children = inputs.map(([type, settings], at): WidgetNode => ({ id: `i${at}`, type, settings: { label: `Feld ${at + 1}`, name: `f${at}`, required, ...settings } }));
  return { id: 'f', type: 'Form', settings: { dataType: 'unused' }, slots: { children } };
}

async function violations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('accessibility of the inputs', () => {
  it('has no axe violations, with every input labelled', async () => {
    const { container } = renderTree(formOf(INPUTS, false), { registry });
    expect(await violations(container)).toEqual([]);
  });

  it('ties each message to its input after a failed submit, and still has no axe violations', async () => {
    const simple = INPUTS.filter(([type]) => ['TextInput', 'IntegerInput', 'PriceInput', 'DateInput', 'TimeInput', 'DurationInput', 'StoreSelect'].includes(type));
    const { container } = renderTree(formOf(simple, true), { registry });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Absenden' })));
    for (const at of simple.keys()) {
      const input = document.getElementById(`i${at}-input`)!;
      const message = document.getElementById(`i${at}-input__error`);
      // StoreSelect, with no server here, also says that its records could not be loaded, after the form's message
      expect(message?.textContent, `message of ${simple[at]![0]}`).toMatch(/^Dieses Feld ist erforderlich\.( Die Einträge konnten nicht geladen werden\.)?$/);
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message!.id);
      expect(input.getAttribute('aria-invalid'), simple[at]![0]).toBe('true');
    }
    expect(await violations(container)).toEqual([]);
  });

  it('puts the search widgets in Tab order as on the page, every control named', async () => {
    const page: WidgetNode = { id: 'p', type: 'Container', settings: {}, slots: { children: [
      { id: 't', type: 'TextSearch', settings: { store: 'products', label: 'Textsuche' } },
      { id: 'b', type: 'FilterBar', settings: { filters: [{ label: 'Ort', property: 'city', type: 'string' }, { label: 'Bezahlt', property: 'paid', type: 'boolean' }] } },
      { id: 's', type: 'StoreSearch', settings: { initialMode: 'advanced', filterNames: [{ value: 'name', label: 'Name', dataType: 'string' }] } },
    ] } };
    const { container } = renderTree(page, { registry });
    // no element jumps the queue with a positive tabindex, so Tab follows the page order
    expect(container.querySelectorAll('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])')).toHaveLength(0);
    const focusable = Array.from(container.querySelectorAll<HTMLElement>('input, select, button, textarea')).filter((element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'));
    const nameOf = (element: HTMLElement) => (element as HTMLInputElement).labels?.[0]?.textContent?.trim() || element.getAttribute('aria-label') || element.textContent?.trim();
    expect(focusable.map(nameOf)).toEqual([
      'Textsuche', 'Ort', 'Bezahlt', 'Einfache Suche', 'Erweiterte Suche',
      'Alle Bedingungen (und)', 'Eine der Bedingungen (oder)', 'Feld', 'Vergleich', 'Wert', 'Bedingung 1 entfernen', 'Bedingung hinzufügen', 'Suchen',
    ]);
    expect(await violations(container)).toEqual([]);
  });
});
