// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { checkinFormsApi, devicesApi, printerConfigurationsApi } from '../../../runtime/api';
import { fakeShell, type FakeShell } from '../../../runtime/native/fakeBridge';
import { startStoreTestServer, type StoreTestServer } from '../../../runtime/testing/storeTestServer';
import { renderInApp } from '../../testing/renderApp';
import DevicesPage, { DEVICE_PROPERTY } from './DevicesPage';
import FormsPage from './FormsPage';

// The check-in screens inside the native app, against the real server: the page's window carries a stand-in
// shell that keeps properties and accepts prints as the NativeScript side would (docs/native-bridge.md).
let server: StoreTestServer;
let shell: FakeShell;
const properties = new Map<string, string>();

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await devicesApi.createDevice({ name: 'Tablet Foyer', type: 'tablet' });
  await printerConfigurationsApi.createPrinterConfiguration({ name: 'Etiketten', connection: 'network' });
  await checkinFormsApi.createCheckinForm({ name: 'Ausweis', kind: 'badge', content: '<h1>{{firstName}}</h1>' });
  shell = fakeShell({
    answer: (event, data, self) => setTimeout(() => {
      const key = data.key as string;
      if (event === 'storeProperty') properties.set(key, data.value as string);
      if (event === 'removeProperty') properties.delete(key);
      const answer = event === 'loadProperty' ? { key, value: properties.get(key) ?? null } : {};
      self.reply(`${event}Success`, { requestId: data.requestId, ...answer });
    }, 10),
  });
  (window as unknown as { nsWebViewBridge: unknown }).nsWebViewBridge = shell.bridge;
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const notice = async (testId: string) => (await screen.findByTestId(testId)).textContent;

describe('check-in screens in the native app', () => {
  it('devices: a device is stored as this one, identified, and released through the device\'s properties', async () => {
    renderInApp(<DevicesPage />);
    const row = await screen.findByTestId('devices-row');
    fireEvent.click(screen.getByTestId('identify-device'));
    expect(await notice('device-identity')).toContain('Diesem Gerät ist noch kein Eintrag zugeordnet.');

    fireEvent.click(within(row).getByTestId('assign-device'));
    expect(await notice('device-assigned')).toContain('Dieses Gerät ist jetzt „Tablet Foyer“.');
    const device = (await devicesApi.getDevices({ page: 1, size: 10 })).elements[0];
    expect(properties.get(DEVICE_PROPERTY)).toBe(device.id);

    fireEvent.click(screen.getByTestId('identify-device'));
    expect(await notice('device-identity')).toContain('Dieses Gerät ist „Tablet Foyer“.');

    fireEvent.click(screen.getByTestId('unassign-device'));
    expect(await notice('device-unassigned')).toContain('Die Zuordnung dieses Geräts wurde gelöst.');
    expect(properties.has(DEVICE_PROPERTY)).toBe(false);
    expect(shell.emitted.map((e) => e.event)).toEqual(['loadProperty', 'storeProperty', 'loadProperty', 'removeProperty']);
  });

  it('forms: a form is printed on the printer configuration chosen, both sent as stored', async () => {
    shell.emitted.length = 0;
    renderInApp(<FormsPage />);
    fireEvent.click(within(await screen.findByTestId('checkinforms-row')).getByTestId('print-form'));
    const dialog = await screen.findByTestId('print-form-dialog');
    const select = within(dialog).getByLabelText('Druckerkonfiguration') as HTMLSelectElement;
    await within(dialog).findByText('Etiketten');
    fireEvent.change(select, { target: { value: [...select.options].find((o) => o.text === 'Etiketten')!.value } });
    fireEvent.click(within(dialog).getByTestId('print'));
    expect(await notice('printed')).toContain('„Ausweis“ wurde an „Etiketten“ gesendet.');
    expect(shell.emitted).toHaveLength(1);
    expect(shell.emitted[0]).toMatchObject({ event: 'printForm', data: { printerConfiguration: { name: 'Etiketten', connection: 'network' }, form: { name: 'Ausweis', kind: 'badge' } } });
  });
});
