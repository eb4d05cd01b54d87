// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types';
import { initI18n } from '../../runtime/i18n/index';
import { createBuiltinRegistry } from '../../runtime/widgets/index';
import { compoundQueryKey } from '../../runtime/widgets/compound/useCompoundDocument';
import { EditorWorkspace } from './EditorWorkspace';
import { testApplication, testPage } from '../model/document/testApplication';

const compound: CompoundWidgetDocument = {
  id: 'cmp1',
  name: 'Karte',
  widget: { id: 'box', type: 'Container', settings: {}, slots: { children: [{ id: 'label', type: 'Text', settings: { text: 'Innen' } }] } },
  socketConnections: [],
  rootSockets: [],
};

const document: ApplicationDocument = testApplication(
  [testPage([{ id: 'i1', type: 'CompoundWidget', settings: { compoundId: 'cmp1' } }, { id: 't1', type: 'Text', settings: { text: 'Seite' } }])],
  { name: 'Seiten', kind: 'CMS', version: 1 },
);

function open() {
  window.localStorage.clear();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(compoundQueryKey('cmp1'), compound);
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/editor/apps/app1']}>
          <EditorWorkspace document={document} version={1} registry={createBuiltinRegistry()} />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const widget = (id: string) => screen.getByTestId('canvas').querySelector<HTMLElement>(`[data-widget-id="${id}"]`)!;

beforeAll(() => initI18n('de_de'));
afterEach(cleanup);

describe('compound instance in the canvas', () => {
  it('is one widget: clicking or hovering an inner widget selects or hovers the instance', () => {
    open();
    fireEvent.click(widget('i1~label'));
    expect(widget('i1').getAttribute('data-selected')).toBe('true');
    expect(widget('i1~label').getAttribute('data-selected')).toBeNull();
    fireEvent.pointerOver(widget('i1~box'));
    expect(widget('i1').getAttribute('data-hovered')).toBe('true');
    fireEvent.click(widget('t1'));
    expect(widget('t1').getAttribute('data-selected')).toBe('true');
    expect(widget('i1').getAttribute('data-selected')).toBeNull();
  });
});
