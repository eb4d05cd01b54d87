// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiConfig, apiRequest, configureApi } from '../../../runtime/api/http';
import { useSession } from '../../../runtime/auth';
import { startServerProcess, type ServerProcess } from '../../../server/test/server-process';
import { renderApp } from '../../testing/renderApp';

// The tenant settings screen against the real server: an administrator sets and removes the reseller.
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
  configureApi({ baseUrl: `${server.origin}/api` });
  await useSession.getState().login(server.adminEmail, server.adminPassword);
}, 120_000);
afterAll(async () => {
  await useSession.getState().logout().catch(() => {});
  await server?.stop();
});
afterEach(cleanup);

const resellerField = () => screen.getByLabelText('Reseller-ID') as HTMLInputElement;

describe('tenant settings', () => {
  it('are linked from the start page for an administrator', async () => {
    renderApp('/backoffice');
    fireEvent.click(await screen.findByTestId('tenant-settings-link'));
    expect(await screen.findByTestId('tenant-settings-form')).toBeTruthy();
  });

  it('name a malformed reseller id without saving, save a valid one and send it with the next calls', async () => {
    renderApp('/backoffice/tenant');
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).not.toBe(''));
    const patch = vi.spyOn(globalThis, 'fetch');

    fireEvent.change(resellerField(), { target: { value: 'kein gültiger wert' } });
    fireEvent.click(screen.getByTestId('save-tenant-settings'));
    expect(await screen.findByText(/Bitte eine gültige Reseller-ID eingeben/)).toBeTruthy();
    expect(patch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);

    fireEvent.change(resellerField(), { target: { value: 'partner-42' } });
    fireEvent.click(screen.getByTestId('save-tenant-settings'));
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    patch.mockRestore();
    expect(await apiRequest('GET', '/tenant')).toMatchObject({ resellerId: 'partner-42' });
    expect(apiConfig().resellerId).toBe('partner-42');
  });

  it('remove the reseller when the field is emptied', async () => {
    renderApp('/backoffice/tenant');
    await waitFor(() => expect(resellerField().value).toBe('partner-42'));
    fireEvent.change(resellerField(), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save-tenant-settings'));
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    expect(await apiRequest('GET', '/tenant')).toMatchObject({ resellerId: null });
  });
});
