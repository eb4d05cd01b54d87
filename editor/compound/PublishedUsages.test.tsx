// @vitest-environment jsdom
// Which live applications a compound change reaches, against the real API server.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPanel } from '../testing/renderPanel';
import { withRealApi } from '../testing/realApi';
import { PublishedUsages } from './PublishedUsages';

const { call } = withRealApi();
afterEach(cleanup);

const text = (value: string) => ({ id: 't', type: 'Text', version: 1, settings: { text: value } });
const appBody = (widgets: object[]) => ({
  name: 'Laden', schemaVersion: 1, content: [{ path: '', title: 'Start', widget: { id: 'root', type: 'Container', version: 1, settings: {}, slots: { children: widgets } } }],
});

describe('the compound editor', () => {
  it('lists the live applications a change of the compound would reach at their next publish', async () => {
    const compound = (await call('POST', '/compoundwidgets', { name: 'Karte', widget: text('alt'), socketConnections: [], rootSockets: [] })).body;
    const app = (await call('POST', '/applications', appBody([{ id: 'i', type: 'CompoundWidget', version: 1, settings: { compoundId: compound.id } }]))).body;
    expect((await call('POST', '/applicationversions', { applicationId: app.id })).status).toBe(201);
    await call('PUT', `/compoundwidgets/${compound.id}`, { ...compound, widget: text('neu') });

    renderPanel(<PublishedUsages compoundId={compound.id} refreshKey={2} />, app);
    const usage = await waitFor(() => screen.getByTestId('compound-published-usage'));
    expect(usage.dataset.applicationId).toBe(app.id);
    expect(usage.dataset.changes).toBe('true');
    expect(screen.getByTestId('compound-published-usages').textContent).toContain('Live in einer Anwendung; 1 davon ändert sich bei der nächsten Veröffentlichung');
    expect(usage.textContent).toBe('Laden (–), live Version 1: zeigt den Baustein in Version 1; nach der nächsten Veröffentlichung Version 2');
  });
});
