// @vitest-environment jsdom
// First: the render counter must be in place before react-dom loads.
import { commitsRendered, componentsRendered } from '../testing/componentRenders';
import { act, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSettingsForm, PropertyPanel } from './PropertyPanel';
import { panelDocument, renderPanel } from '../testing/renderPanel';
import { TYPING_PAUSE_MS } from './properties/typingPause';

beforeAll(async () => {
  await loadSettingsForm();
});
afterEach(cleanup);

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
/** Waits until typing has paused: the form catches up then (properties/typingPause.ts). */
const typingPaused = () => act(() => new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS + 50)));

describe('PropertyPanel, what a keystroke renders', () => {
  it("renders the edited field, not the form's header or its other fields", async () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    await userEvent.type(field('root_text'), 'B');
    await typingPaused();
    const rendered = await componentsRendered(async () => {
      await userEvent.type(field('root_text'), 'CDE');
      await typingPaused();
    });
    expect(store.index.node('a')!.settings?.text).toBe('ABCDE');
    // the text's input once, when the form caught up after the typing paused (the text area shows the typed text by
    // itself, and the three keystrokes wait for one catching up); no other field
    expect(rendered.get('FieldShell')).toBe(1);
    for (const header of ['Badge', 'SwitchRoot']) expect(rendered.has(header), header).toBe(false);
    // the fields' frames are plain fieldsets: Chakra's Fieldset watched its subtree and rendered again per keystroke
    expect(rendered.has('FieldsetRoot')).toBe(false);
    expect([...rendered.values()].reduce((sum, count) => sum + count, 0)).toBeLessThan(90);
  });

  it('changes the document in the keystroke itself; the form library validates and renders the field after it', async () => {
    const { store } = renderPanel(<PropertyPanel />, panelDocument());
    act(() => store.getState().select(['a']));
    await userEvent.type(field('root_text'), 'B');
    await typingPaused();
    let changedBefore = -1;
    const perCommit = await commitsRendered(async (soFar) => {
      const stop = store.subscribe((state, previous) => {
        if (state.document !== previous.document && changedBefore < 0) changedBefore = soFar.length;
      });
      await userEvent.type(field('root_text'), 'C');
      stop();
      await typingPaused();
    });
    expect(store.index.node('a')!.settings?.text).toBe('ABC');
    expect(field('root_text').value).toBe('ABC');
    // the commit right after the document changed (if any) is the keystroke's own: nothing of the form renders in it,
    // not even the typed field (its text area shows the new text by itself)
    const own = perCommit[changedBefore] ?? new Map<string, number>();
    for (const part of ['FieldShell', 'Form', 'SchemaFieldRender', 'ObjectField', 'ObjectFieldTemplate']) expect(own.has(part), part).toBe(false);
    expect([...own.values()].reduce((sum, count) => sum + count, 0)).toBeLessThan(35);
    // the form library's render follows in a later commit, once the typing paused, with the field
    const later = perCommit.slice(changedBefore + 1);
    expect(later.some((commit) => commit.has('SchemaFieldRender') && commit.has('FieldShell'))).toBe(true);
  });
});
