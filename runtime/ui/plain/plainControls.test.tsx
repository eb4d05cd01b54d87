// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, Checkbox, ChakraProvider, Field, Input, NativeSelect, defaultSystem } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chakraChromeCss } from '../../../scripts/chakra-chrome-css.mjs';
import { PlainButton } from './PlainButton';
import { PlainCheckbox } from './PlainCheckbox';
import { PlainField } from './PlainField';
import { PlainInput } from './PlainInput';
import { PlainSelect } from './PlainSelect';

// The plain controls stand for Chakra's on the editor's first screen (docs/editor.md, "Opening fast"); their CSS is
// made at build from Chakra's recipes (scripts/chakra-chrome-css.mjs). Each must look exactly like the Chakra
// component it replaces: the rules emotion inserts for that component are the generated rules of its class.

// emotion keeps its style elements in the head for the whole file: each class's rules are there once
afterEach(cleanup);

/** The CSS emotion inserted for the element's `css-…` class, with that class renamed to `name`. */
function emotionRulesOf(element: Element, name: string): string {
  const emotionClass = [...element.classList].find((entry) => entry.startsWith('css-'));
  if (!emotionClass) throw new Error(`${element.outerHTML.slice(0, 80)} has no emotion class`);
  const text = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('\n');
  // emotion inserts each rule (a block, or an @layer/@media block holding rules) on its own
  const rules = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent ?? '').filter((rule) => rule.includes(`.${emotionClass}`));
  expect(text).toContain(emotionClass);
  return rules.join('').replaceAll(`.${emotionClass}`, `.${name}`);
}

/** The generated CSS of class `name` (every rule of the generated text that names it as its subject). */
async function generatedRulesOf(name: string): Promise<string> {
  const css = await chakraChromeCss(defaultSystem);
  const line = css.split('\n').find((entry) => entry.startsWith(`.${name}{`) || entry.startsWith(`@layer recipes{.${name}{`) || entry.startsWith(`.${name}{--chakra`));
  if (!line) throw new Error(`no generated rules for .${name}`);
  return line;
}

const chakra = (element: ReactElement) => render(<ChakraProvider value={defaultSystem}>{element}</ChakraProvider>);

describe('the plain controls look exactly like the Chakra components they stand for', () => {
  const buttons = [
    ['xs-solid-blue', <Button size="xs" colorPalette="blue">x</Button>],
    ['xs-outline', <Button size="xs" variant="outline">x</Button>],
    ['2xs-outline', <Button size="2xs" variant="outline">x</Button>],
    ['xs-ghost', <Button size="xs" variant="ghost">x</Button>],
    ['xs-subtle', <Button size="xs" variant="subtle">x</Button>],
    ['sm-outline-red', <Button size="sm" variant="outline" colorPalette="red">x</Button>],
  ] as const;
  it.each(buttons)('button %s', async (look, element) => {
    chakra(element);
    expect(emotionRulesOf(screen.getByRole('button'), `bk-button-${look}`)).toBe(await generatedRulesOf(`bk-button-${look}`));
  });

  it.each(['xs', 'sm'] as const)('input %s', async (size) => {
    chakra(<Input size={size} aria-label="x" />);
    expect(emotionRulesOf(screen.getByRole('textbox'), `bk-input-${size}`)).toBe(await generatedRulesOf(`bk-input-${size}`));
  });

  it.each(['xs', 'sm'] as const)('native select %s: frame, field and indicator', async (size) => {
    const { container } = chakra(
      <NativeSelect.Root size={size}>
        <NativeSelect.Field aria-label="x"><option>a</option></NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
    );
    for (const part of ['root', 'field', 'indicator']) {
      const element = container.querySelector(`.chakra-native-select__${part}`)!;
      expect(emotionRulesOf(element, `bk-select-${size}-${part}`)).toBe(await generatedRulesOf(`bk-select-${size}-${part}`));
    }
  });

  it('field: frame, label, help and error', async () => {
    const { container } = chakra(
      <>
        <Field.Root><Field.Label>L</Field.Label><Input /><Field.HelperText>H</Field.HelperText></Field.Root>
        <Field.Root invalid><Field.Label>L</Field.Label><Input /><Field.ErrorText>E</Field.ErrorText></Field.Root>
      </>,
    );
    for (const [part, className] of [['root', 'root'], ['label', 'label'], ['helperText', 'helperText'], ['errorText', 'errorText']]) {
      const element = container.querySelector(`.chakra-field__${className}`)!;
      expect(emotionRulesOf(element, `bk-field-${part}`)).toBe(await generatedRulesOf(`bk-field-${part}`));
    }
  });

  it('small checkbox: frame, box and label', async () => {
    const { container } = chakra(
      <Checkbox.Root size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>L</Checkbox.Label>
      </Checkbox.Root>,
    );
    for (const part of ['root', 'control', 'label']) {
      const element = container.querySelector(`.chakra-checkbox__${part}`)!;
      expect(emotionRulesOf(element, `bk-checkbox-${part}`)).toBe(await generatedRulesOf(`bk-checkbox-${part}`));
    }
  });
});

describe('the plain controls behave as controls', () => {
  it('a field labels its control and describes it with its help, or with its error instead', () => {
    const { rerender } = render(<PlainField label="Pfad" help="Leer für die Startseite"><PlainInput size="sm" /></PlainField>);
    const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
    const input = screen.getByRole('textbox', { name: 'Pfad' });
    expect(description(input)).toBe('Leer für die Startseite');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    rerender(<PlainField label="Pfad" help="Leer für die Startseite" error="Belegt" errorTestId="err"><PlainInput size="sm" /></PlainField>);
    expect(description(screen.getByRole('textbox', { name: 'Pfad' }))).toBe('Belegt');
    expect(screen.getByRole('textbox', { name: 'Pfad' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('err').textContent).toBe('Belegt');
    expect(screen.queryByText('Leer für die Startseite')).toBeNull();
  });

  it('a checkbox is named by its label, toggles by click, and shows its state on its box', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<PlainCheckbox checked={false} onChange={onChange} testId="c">Nur angemeldet</PlainCheckbox>);
    const box = screen.getByRole('checkbox', { name: 'Nur angemeldet' });
    fireEvent.click(screen.getByText('Nur angemeldet'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(container.querySelector('.bk-checkbox-control')!.getAttribute('data-state')).toBe('unchecked');
    rerender(<PlainCheckbox checked onChange={onChange} testId="c">Nur angemeldet</PlainCheckbox>);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(container.querySelector('.bk-checkbox-control')!.getAttribute('data-state')).toBe('checked');
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('a select and a button are the native elements with their test hooks', () => {
    const onClick = vi.fn();
    render(
      <>
        <PlainSelect size="xs" testId="s" aria-label="Sprache" defaultValue="b"><option value="a">A</option><option value="b">B</option></PlainSelect>
        <PlainButton look="xs-outline" testId="b" onClick={onClick} disabled={false}>Los</PlainButton>
      </>,
    );
    expect((screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement).value).toBe('b');
    fireEvent.click(screen.getByRole('button', { name: 'Los' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('b').getAttribute('type')).toBe('button');
  });
});
