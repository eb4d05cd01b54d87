/**
 * Test helper for the input widgets (component tests, jsdom): one input widget, alone or inside a Form, its `value`
 * output wired to the context variable `out`, so a test reads what the widget published.
 */
import { fireEvent, screen } from '@testing-library/react';
import { createBuiltinRegistry } from '..';
import type { Language } from '../../i18n';
import { renderTree } from '../../testing/renderTree';

const registry = createBuiltinRegistry();

export function renderInput(type: string, settings: Record<string, unknown> = {}, options: { inForm?: boolean; mode?: 'view' | 'edit'; language?: Language } = {}) {
  const node = { id: 'w', type, settings: { label: 'Feld', ...settings } };
  const root = options.inForm ? { id: 'f', type: 'Form', settings: { dataType: 'unused' }, slots: { children: [node] } } : node;
  const page = renderTree(root, {
    registry,
    connections: [{ id: 'c', from: { widgetId: 'w', socket: 'value' }, to: { widgetId: '$context', socket: 'out' } }],
    extensions: options.mode ? { mode: options.mode } : undefined,
    language: options.language,
  });
  return {
    ...page,
    input: <E extends HTMLElement = HTMLInputElement>() => document.getElementById('w-input') as E,
    published: () => page.engine.getContext('out'),
    /** The Form's message under the input, if any. */
    error: () => document.getElementById('w-input__error')?.textContent ?? null,
    /** Clicks the Form's submit button. */
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Absenden' })),
  };
}
