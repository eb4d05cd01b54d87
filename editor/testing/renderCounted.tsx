/**
 * Test helper: a part of the editor in the panels' providers (renderPanel) with the Text `a` of the panel document
 * selected, counting the part's commits from there on. `type` edits a's text as a keystroke in its form does: a
 * keystroke should render the edited widget and its form, not the editor's other parts (docs/editor.md).
 */
import { act } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { panelDocument, renderPanel } from './renderPanel';

export function renderCounted(part: ReactNode, document = panelDocument()) {
  const commits = { count: 0 };
  const rendered = renderPanel(<Profiler id="part" onRender={() => commits.count++}>{part}</Profiler>, document);
  act(() => rendered.store.getState().select(['a']));
  commits.count = 0;
  const type = (text: string) => act(() => void rendered.store.getState().dispatch({ type: 'updateSettings', id: 'a', settings: { text } }));
  return { ...rendered, commits, type };
}
