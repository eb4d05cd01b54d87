// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../runtime/i18n';
import { field, renderSchemaForm } from '../testing/renderSchemaForm';
import { deriveUiSchema } from './uiSchemaFor';
import Html from '../../widget-schemas/Html';
import Markdown from '../../widget-schemas/Markdown';
import Statistics from '../../widget-schemas/Statistics';
import Text from '../../widget-schemas/Text';
import HttpRequestButton from '../../widget-schemas/HttpRequestButton';

afterEach(cleanup);

const textSchema = {
  type: 'object',
  properties: {
    text: { type: 'string', title: 'widgets.Text.settings.text.title', minLength: 3 },
    align: { type: 'string', title: 'widgets.Text.settings.align.title', enum: ['left', 'center'] },
    plain: { type: 'string', title: 'Eigener Titel' },
    on: { type: 'boolean', title: 'An' },
  },
  required: ['plain'],
};

describe('SchemaForm', () => {
  it('translates titles that are i18n keys, keeps plain titles, and follows the language', async () => {
    renderSchemaForm(textSchema, {});
    expect(screen.getByLabelText('Ausrichtung')).toBe(field('root_align'));
    expect(screen.getByLabelText(/Eigener Titel/)).toBe(field('root_plain'));
    await act(() => i18next.changeLanguage('en_us'));
    expect(screen.getByLabelText('Alignment')).toBe(field('root_align'));
    await act(() => i18next.changeLanguage('de_de'));
  });

  it('finds title keys in any widget group namespace (layout, shop, ...)', () => {
    renderSchemaForm({ type: 'object', properties: { rows: { type: 'integer', title: 'widgets.Table.settings.rows.title' } } }, {});
    expect(screen.getByLabelText('Zeilen')).toBe(field('root_rows'));
  });

  it('keeps rjsf ids on native inputs (text, select, checkbox)', () => {
    renderSchemaForm(textSchema, { text: 'abc', align: 'center', on: true });
    expect(field('root_text').tagName).toBe('INPUT');
    expect(field('root_align').tagName).toBe('SELECT');
    expect(field('root_on').type).toBe('checkbox');
    expect(field('root_on').checked).toBe(true);
  });

  it('reports each change', async () => {
    const { latest } = renderSchemaForm(textSchema, {});
    await userEvent.type(field('root_text'), 'Hallo');
    await userEvent.click(field('root_on'));
    expect(latest()).toEqual({ text: 'Hallo', on: true });
  });

  it('shows errors only for fields changed or left, with messages from validations.*', async () => {
    renderSchemaForm(textSchema, { text: 'x', plain: '' });
    // invalid from the start (too short, required missing), but nobody touched anything yet
    expect(screen.queryByText(/mindestens 3 Zeichen/)).toBeNull();
    expect(screen.queryByText('Dieses Feld ist erforderlich.')).toBeNull();
    await userEvent.type(field('root_text'), 'y');
    expect(await screen.findByText('Bitte mindestens 3 Zeichen eingeben.')).toBeTruthy();
    expect(screen.queryByText('Dieses Feld ist erforderlich.')).toBeNull();
    // leaving the required field empty shows its error
    fireEvent.focus(field('root_plain'));
    fireEvent.blur(field('root_plain'));
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeTruthy();
  });

  it('on submit shows every error and submits only valid data', async () => {
    const submitted: unknown[] = [];
    renderSchemaForm(textSchema, {}, { onSubmit: (data) => submitted.push(data), submitLabel: 'Los' });
    await userEvent.click(screen.getByRole('button', { name: 'Los' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    expect(submitted).toEqual([]);
    await userEvent.type(field('root_plain'), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Los' }));
    expect(submitted).toEqual([{ plain: 'ok' }]);
  });
});

describe('SchemaForm long texts', () => {
  it('edits a `multiline` text in a text area: Enter makes a new line and the value keeps it', async () => {
    const { latest } = renderSchemaForm({ type: 'object', properties: { content: { type: 'string', title: 'Inhalt', multiline: true } } }, {});
    expect(field('root_content').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Inhalt')).toBe(field('root_content')); // its label names it
    await userEvent.type(field('root_content'), '# Titel{Enter}- Punkt');
    expect(latest()).toEqual({ content: '# Titel\n- Punkt' });
  });

  it('gives the long texts of widgets a text area: Markdown, Html, Text, statistic descriptions, request bodies', () => {
    const widgetFor = (schema: unknown, ...path: string[]) => path.reduce<unknown>((ui, key) => (ui as Record<string, unknown>)?.[key], deriveUiSchema(schema));
    expect(widgetFor(Markdown.schema, 'content', 'ui:widget')).toBe('textarea');
    expect(widgetFor(Html.schema, 'html', 'ui:widget')).toBe('textarea');
    expect(widgetFor(Text.schema, 'text', 'ui:widget')).toBe('textarea');
    expect(widgetFor(Statistics.schema, 'statistics', 'items', 'description', 'ui:widget')).toBe('textarea');
    expect(widgetFor(HttpRequestButton.schema, 'body', 'ui:widget')).toBe('textarea');
  });
});

describe('SchemaForm enum labels', () => {
  it('shows translated labels for common values in every language, and values without a label as they are', async () => {
    const schema = { type: 'object', properties: { direction: { type: 'string', title: 'Richtung', enum: ['row', 'flex-start', 'xs', 'weird'], default: 'row' } } };
    renderSchemaForm(schema, {});
    const labels = () => [...field('root_direction').querySelectorAll('option')].map((option) => option.textContent);
    expect(labels()).toEqual(['Zeile (nebeneinander)', 'Am Anfang', 'Sehr klein', 'weird']);
    await act(() => i18next.changeLanguage('en_us'));
    expect(labels()).toEqual(['Row (side by side)', 'At the start', 'Extra small', 'weird']);
    await act(() => i18next.changeLanguage('de_de'));
  });
});

describe('SchemaForm help texts', () => {
  it("shows a field's description under the field, not as a legend above its label", () => {
    renderSchemaForm({ type: 'object', properties: { url: { type: 'string', title: 'Adresse', description: 'Mit https:// am Anfang' } } }, {});
    const help = screen.getByText('Mit https:// am Anfang');
    expect(help.closest('legend')).toBeNull();
    const input = field('root_url');
    // the help follows the input in reading order and is what the input is described by
    expect(input.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(help.closest('[id="root_url__description"]')).not.toBeNull();
    expect(input.getAttribute('aria-describedby')).toContain('root_url__description');
    expect(help.closest('[data-help]')?.getAttribute('data-help')).toBe('small');
  });
});
