// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDocument } from '../model/actions/testDocument';
import { useHistory } from './useHistory';
import { EditorStoreProvider, useActiveNodeSource, useEditorStore } from './context';
import { createEditorStore } from './createEditorStore';

function Status({ label }: { label: string }) {
  const text = useEditorStore((state) => state.document.content[0].widget.slots!.children[0].settings!.text as string);
  const { canUndo, canRedo } = useHistory();
  return <p data-testid={label}>{`${text} undo=${canUndo} redo=${canRedo}`}</p>;
}

describe('EditorStoreProvider', () => {
  it('gives each editor its own store and updates components on edits, undo and redo', () => {
    const one = createEditorStore({ document: testDocument() });
    const two = createEditorStore({ document: testDocument() });
    render(
      <>
        <EditorStoreProvider store={one}><Status label="one" /></EditorStoreProvider>
        <EditorStoreProvider store={two}><Status label="two" /></EditorStoreProvider>
      </>,
    );
    expect(screen.getByTestId('one').textContent).toBe('A undo=false redo=false');
    act(() => void one.getState().dispatch({ type: 'updateSettings', id: 'a', settings: { text: 'Eins' } }));
    expect(screen.getByTestId('one').textContent).toBe('Eins undo=true redo=false');
    expect(screen.getByTestId('two').textContent).toBe('A undo=false redo=false');
    act(() => one.getState().undo());
    expect(screen.getByTestId('one').textContent).toBe('A undo=false redo=true');
  });

  it('hands the renderer the node source of the page shown', () => {
    const store = createEditorStore({ document: testDocument() });
    function Root() {
      const source = useActiveNodeSource();
      return <p data-testid="root">{source?.rootId}</p>;
    }
    render(<EditorStoreProvider store={store}><Root /></EditorStoreProvider>);
    expect(screen.getByTestId('root').textContent).toBe('root');
    act(() => store.getState().setActivePage('about'));
    expect(screen.getByTestId('root').textContent).toBe('root2');
  });

  it('says clearly when a component is used outside an editor', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Status label="x" />)).toThrow(/EditorStoreProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
