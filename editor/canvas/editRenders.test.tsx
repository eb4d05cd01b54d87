// @vitest-environment jsdom
/** A keystroke in a setting renders neither the action bar nor the breadcrumb (docs/editor.md, Speed on large pages). */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCounted } from '../testing/renderCounted';
import { SelectionBar } from './SelectionBar';
import { SelectionBreadcrumb } from './SelectionBreadcrumb';

afterEach(cleanup);

const canvas = { current: document.createElement('div') };
const noDrag = () => {};

describe('a keystroke in a setting', () => {
  it.each([
    ['the breadcrumb', <SelectionBreadcrumb key="breadcrumb" />],
    ['the action bar', <SelectionBar key="bar" canvas={canvas} onHandlePointerDown={noDrag} onHandleKeyDown={noDrag} />],
  ])('does not render %s', (_name, part) => {
    const { commits, type } = renderCounted(part);
    type('AB');
    type('ABC');
    expect(commits.count).toBe(0);
  });

  it('leaves the breadcrumb following a move of the selected widget', () => {
    const { store } = renderCounted(<SelectionBreadcrumb />);
    act(() => void store.getState().dispatch({ type: 'insert', parentId: 'root', slot: 'children', index: 0, node: { id: 'box', type: 'Container', version: 1, settings: {}, slots: { children: [] } } }));
    act(() => void store.getState().dispatch({ type: 'move', ids: ['a'], parentId: 'box', slot: 'children', index: 0 }));
    act(() => store.getState().select(['a']));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Flexbox-Container', 'Container', 'Text']);
  });
});
