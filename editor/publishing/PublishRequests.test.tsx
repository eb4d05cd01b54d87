// @vitest-environment jsdom
// Publish requests from the editor against the real API server (its own process, embedded database, real HTTP):
// a builder without the publish permission asks in place of Publish; a publisher approves in the version history.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../model/document/types';
import { useSession } from '../../runtime/auth/useSession';
import { renderPanel } from '../testing/renderPanel';
import { withRealApi } from '../testing/realApi';
import { PublishingControls } from './PublishingControls';

const { call } = withRealApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  useSession.setState({ user: null });
});

const signedInWith = (permissions: string[]) =>
  useSession.setState({ user: { id: 'u', tenantId: 'demo', displayName: 'Bea', primaryEmail: 'bea@example.com', permissions } });
const appBody = (greeting: string) => ({
  name: 'Laden', schemaVersion: 1,
  content: [{ path: '', title: 'Start', widget: { id: 'root', type: 'Container', version: 1, settings: {}, slots: { children: [{ id: 't', type: 'Text', version: 1, settings: { text: greeting } }] } } }],
});

describe('publish requests in the editor', () => {
  it('a builder without the permission asks with a note instead of publishing; a publisher approves it in the version history', async () => {
    const user = userEvent.setup();
    const app = (await call('POST', '/applications', appBody('Eins'))).body as ApplicationDocument;

    signedInWith(['APPLICATIONS_READ', 'APPLICATIONS_WRITE']);
    const asking = renderPanel(<PublishingControls />, app);
    expect(screen.queryByTestId('publish')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Veröffentlichung anfragen' }));
    await user.type(screen.getByTestId('publish-request-note'), 'Bitte vor Montag');
    await user.click(screen.getByTestId('publish-request-send'));
    await waitFor(() => expect(screen.getByTestId('publish-status').dataset.state).toBe('requested'));
    const open = (await call('GET', `/publishrequests?search=Montag`)).body.elements.filter((r: any) => r.applicationId === app.id);
    expect(open).toMatchObject([{ state: 'open', draftVersion: app.version, note: 'Bitte vor Montag' }]);
    asking.unmount();

    signedInWith(['TENANT_ADMIN']);
    renderPanel(<PublishingControls />, app);
    await user.click(screen.getByTestId('versions'));
    const item = await screen.findByTestId('publish-request-item');
    expect(item.textContent).toContain('Bitte vor Montag');
    await user.click(screen.getByRole('button', { name: 'Genehmigen' }));
    await waitFor(() => expect(screen.getByTestId('publish-status').dataset.state).toBe('approved'));
    const versions = (await call('GET', `/applicationversions?search=Montag`)).body.elements.filter((v: any) => v.applicationId === app.id);
    expect(versions).toMatchObject([{ number: 1, note: 'Bitte vor Montag' }]);
    await waitFor(() => expect(screen.queryByTestId('publish-request-item')).toBeNull());
    expect(await screen.findByTestId('version-item')).toHaveProperty('dataset.version', '1');
  });
});
