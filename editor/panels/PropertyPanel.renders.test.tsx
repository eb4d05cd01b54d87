// @vitest-environment jsdom
// First: the render counter must be in place before react-dom loads.
import { componentsRendered } from '../testing/componentRenders';
import { act, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSettingsForm, PropertyPanel } from './PropertyPanel';
import { panelDocument, renderPanel } from '../testing/renderPanel';

beforeAll(async () => {
  await loadSettingsForm();
});
afterEach(cleanup);

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('PropertyPanel, what a keystroke renders', () => {
  it("renders the edited field, not the form's header or its other fields", async () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    await userEvent.type(field('root_text'), 'B');
    const rendered = await componentsRendered(() => userEvent.type(field('root_text'), 'C'));
    expect(store.index.node('a')!.settings?.text).toBe('ABC');
    expect(rendered.get('FieldShell')).toBe(1); // the text's input, none of the other fields'
    for (const header of ['Badge', 'SwitchRoot']) expect(rendered.has(header), header).toBe(false);
    // the fields' frames are plain fieldsets: Chakra's Fieldset watched its subtree and rendered again per keystroke
    expect(rendered.has('FieldsetRoot')).toBe(false);
    expect([...rendered.values()].reduce((sum, count) => sum + count, 0)).toBeLessThan(70);
  });
});
