// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { configureApi } from '../../api/http';
import { renderTree } from '../../testing/renderTree';

// The states the real server does not easily produce (a failing server, other languages); the found order, an
// unknown number and the refused call without login run against the real server in cart.test.tsx.
const registry = createBuiltinRegistry();
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => configureApi({ baseUrl: '/api', tenantId: 'demo', token: 'token' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderConfirmation', () => {
  it('shows the error box when the server fails, and the order\'s search is by its number', async () => {
    const fetch = vi.fn(async () => answer(500, { error: { code: 'internal', message: 'Kaputt', details: [] } }));
    vi.stubGlobal('fetch', fetch);
    const { container } = renderTree({ id: 'done', type: 'OrderConfirmation', settings: { orderNumber: 'B-000042' } }, { registry });
    expect(container.querySelector('[data-testid=loading-state]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[data-testid=widget-error]')?.textContent).toContain('Die Bestellung konnte nicht geladen werden.'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/orders\/search/);
    expect(JSON.parse(String(init.body)).fieldSearches).toEqual([{ type: 'string', fieldname: 'orderNumber', matcher: 'equals', value: 'B-000042' }]);
  });

  it('speaks the visitor\'s language: not found, refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { elements: [], page: 1, size: 1, total: 0 })));
    const unknown = renderTree({ id: 'done', type: 'OrderConfirmation', settings: { orderNumber: 'B-000042' } }, { registry, language: 'fr_fr' });
    await waitFor(() => expect(unknown.container.querySelector('[data-testid=empty-state]')?.textContent).toBe('La commande B-000042 est introuvable. Êtes-vous connecté avec le compte utilisé pour la commande ?'));
    unknown.unmount();
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { error: { code: 'unauthorized', message: 'Login needed', details: [] } })));
    const refused = renderTree({ id: 'done', type: 'OrderConfirmation', settings: { orderNumber: 'B-000042' } }, { registry, language: 'es_es' });
    await waitFor(() => expect(refused.container.querySelector('[data-testid=empty-state]')?.textContent).toBe('Inicie sesión con la cuenta con la que hizo el pedido para verlo.'));
  });
});
