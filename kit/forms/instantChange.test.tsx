// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { initI18n } from '../../runtime/i18n';
import { field } from '../testing/renderSchemaForm';
import { SchemaForm } from './SchemaForm';

afterEach(cleanup);

const schema = {
  type: 'object',
  properties: {
    text: { type: 'string', title: 'Text' },
    count: { type: 'integer', title: 'Anzahl' },
    note: { type: 'string', title: 'Notiz', multiline: true },
  },
};

type Data = { text?: string; count?: number; note?: string };

/** A form whose owner takes text values (or not) and keeps the form's data; `log` records both calls in order. */
function renderOwned(takes: boolean, initial: Data = {}) {
  initI18n();
  const log: string[] = [];
  let setOutside: (data: Data) => void = () => {};
  function Owner() {
    const [data, setData] = useState<Data>(initial);
    setOutside = setData;
    return (
      <SchemaForm<Data>
        schema={schema}
        formData={data}
        onInstantChange={(fieldId, value) => {
          log.push(`instant ${fieldId}=${String(value)}`);
          return takes;
        }}
        onChange={(next) => {
          log.push(`change ${JSON.stringify(next)}`);
          setData(next);
        }}
      />
    );
  }
  render(
    <ChakraProvider value={defaultSystem}>
      <Owner />
    </ChakraProvider>,
  );
  return { log, outside: (data: Data) => act(() => setOutside(data)) };
}

describe('instant changes', () => {
  it('offers each typed text to the owner before the form reports it, and the field shows it', async () => {
    const { log } = renderOwned(true);
    await userEvent.type(field('root_text'), 'Hi');
    expect(field('root_text').value).toBe('Hi');
    expect(log).toEqual(['instant root_text=H', 'change {"text":"H"}', 'instant root_text=Hi', 'change {"text":"Hi"}']);
  });

  it('leaves a text the owner did not take to the form, which reports it as usual', async () => {
    const { log } = renderOwned(false);
    await userEvent.type(field('root_text'), 'Hi');
    expect(field('root_text').value).toBe('Hi');
    expect(log.filter((line) => line.startsWith('change'))).toEqual(['change {"text":"H"}', 'change {"text":"Hi"}']);
  });

  it('does not offer numbers: their field turns the typed text into a number first', async () => {
    const { log } = renderOwned(true);
    await userEvent.type(field('root_count'), '12');
    expect(log.some((line) => line.startsWith('instant'))).toBe(false);
    expect(log.at(-1)).toBe('change {"count":12}');
  });

  it('shows a value that comes from outside (an undo) instead of the typed one', async () => {
    const { outside } = renderOwned(true, { text: 'alt' });
    await userEvent.type(field('root_text'), 'er');
    expect(field('root_text').value).toBe('alter');
    outside({ text: 'alt' });
    expect(field('root_text').value).toBe('alt');
  });

  it('in a text area (which shows the typed text by itself) offers each text first, keeps line breaks and shows outside values', async () => {
    const { log, outside } = renderOwned(true, { note: 'A' });
    await userEvent.type(field('root_note'), '{Enter}B');
    expect(field('root_note').value).toBe('A\nB');
    expect(log).toEqual(['instant root_note=A\n', 'change {"note":"A\\n"}', 'instant root_note=A\nB', 'change {"note":"A\\nB"}']);
    outside({ note: 'neu' });
    expect(field('root_note').value).toBe('neu');
  });

  it('leaves the catching up to an owner that asks for it: no report until it says so, and a discarded text gives way to the form\'s value', async () => {
    initI18n();
    const pending: { report: () => void; discard: () => void }[] = [];
    const changes: string[] = [];
    render(
      <ChakraProvider value={defaultSystem}>
        <SchemaForm<Data>
          schema={schema}
          formData={{ note: 'A', text: 'T' }}
          onInstantChange={() => true}
          onCatchUp={(_fieldId, _value, report, discard) => pending.push({ report, discard })}
          onChange={(next) => changes.push(JSON.stringify(next))}
        />
      </ChakraProvider>,
    );
    await userEvent.type(field('root_note'), 'B');
    await userEvent.type(field('root_text'), 'U');
    expect([field('root_note').value, field('root_text').value]).toEqual(['AB', 'TU']);
    expect(changes).toEqual([]);
    // the text area's typed text is discarded (say, undone meanwhile): it shows the form's value again
    act(() => pending[0].discard());
    expect(field('root_note').value).toBe('A');
    // the input's is reported: the form hears of it now
    act(() => pending[1].report());
    expect(changes.map((change) => JSON.parse(change))).toEqual([{ note: 'A', text: 'TU' }]);
    expect(field('root_text').value).toBe('TU');
  });
});
