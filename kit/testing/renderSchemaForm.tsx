/**
 * Test helper for component tests (jsdom): a SchemaForm that keeps its data like a real caller, inside Chakra,
 * with the plain-text code editor engine (Monaco needs a real browser; the browser tests cover it).
 */
import { useState } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { initI18n } from '../../runtime/i18n';
import { CodeEditorEngineContext } from '../../runtime/inputs/codeEditor/engine';
import PlainTextEngine from '../../runtime/inputs/codeEditor/PlainTextEngine';
import { SchemaForm, type SchemaFormProps } from '../forms/SchemaForm';

export function renderSchemaForm<T = Record<string, unknown>>(
  schema: Record<string, unknown>,
  formData?: T,
  props: Partial<SchemaFormProps<T>> = {},
) {
  const i18n = initI18n();
  void i18n.changeLanguage('de_de');
  const changes: T[] = [];
  function Harness() {
    const [data, setData] = useState<T | undefined>(formData);
    return (
      <SchemaForm<T>
        {...props}
        schema={schema}
        formData={data}
        onChange={(next, id) => {
          changes.push(next);
          setData(next);
          props.onChange?.(next, id);
        }}
      />
    );
  }
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <CodeEditorEngineContext.Provider value={PlainTextEngine}>
        <Harness />
      </CodeEditorEngineContext.Provider>
    </ChakraProvider>,
  );
  return { ...result, changes, latest: () => changes[changes.length - 1] };
}

export function field<E extends HTMLElement = HTMLInputElement>(id: string): E {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no field #${id}`);
  return element as E;
}
