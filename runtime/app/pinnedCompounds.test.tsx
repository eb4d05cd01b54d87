// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CompoundWidgetDocument } from '../../model/document/types';
import { initI18n } from '../i18n';
import { createBuiltinRegistry } from '../widgets';
import { compoundQueryKey } from '../widgets/compound/useCompoundDocument';
import { ApplicationShell } from './ApplicationShell';
import { ApplicationView } from './ApplicationView';
import { prepareApplication } from './loadApplication';

/** A published version renders the compound widgets it was published with, not the current ones (docs/publishing.md). */
const registry = createBuiltinRegistry();
const compound = (text: string): CompoundWidgetDocument => ({
  id: 'card', name: 'Karte', widget: { id: 'inner', type: 'Text', settings: { text } }, socketConnections: [], rootSockets: [],
});
const raw = (extra: Record<string, unknown>) => ({
  id: 'app', name: 'Laden', schemaVersion: 1, tenantId: 't1',
  content: [{ path: '', widget: { id: 'root', type: 'Container', settings: {}, slots: { children: [{ id: 'i1', type: 'CompoundWidget', settings: { compoundId: 'card' } }] } } }],
  ...extra,
});

function show(application: ReturnType<typeof prepareApplication>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(compoundQueryKey('card'), compound('Aktuell'));
  return render(
    <QueryClientProvider client={queryClient}>
      <ApplicationView application={application} registry={registry} basePath="" pathname="/" search="" navigate={() => {}} />
    </QueryClientProvider>,
  );
}

beforeAll(() => void initI18n('de_de'));
afterEach(cleanup);

describe('published versions and compound widgets', () => {
  it('render the pinned copy of a compound the version was published with', async () => {
    const { container } = show(prepareApplication(raw({ compoundWidgets: { card: compound('Veröffentlicht') } }), 'server'));
    await waitFor(() => expect(container.querySelector('[data-widget-id="i1~inner"]')?.textContent).toBe('Veröffentlicht'));
  });

  it('render the current compound where nothing is pinned (drafts, previews)', async () => {
    const { container } = show(prepareApplication(raw({}), 'server'));
    await waitFor(() => expect(container.querySelector('[data-widget-id="i1~inner"]')?.textContent).toBe('Aktuell'));
  });

  it('say clearly at the domain that an application is not published yet', () => {
    render(<ApplicationShell state={{ status: 'unpublished' }} registry={registry} basePath="" pathname="/" search="" navigate={() => {}} />);
    expect(screen.getByTestId('app-not-published').textContent).toBe(
      'Diese Anwendung ist noch nicht veröffentlicht.Sobald sie im Editor veröffentlicht wurde, erscheint sie hier.');
  });
});
