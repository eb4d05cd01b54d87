// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { configureApi } from '../../api/http';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { externalUrl } from '../../api/external';

// ExternalCount against a small real HTTP service that answers the number only to the right token.
const registry = createBuiltinRegistry();
let service: Server;
let origin: string;
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  service = createServer((request, response) => {
    seen.push(request.headers.authorization);
    const body = request.url === '/stats' ? { stats: { visitors: request.headers.authorization === 'Bearer persönlich' ? 98765.4 : 12 } } : { nothing: true };
    response.writeHead(request.url === '/broken' ? 500 : 200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => service?.close());
afterEach(() => {
  cleanup();
  configureApi({ token: null });
});

const node = (settings: Record<string, unknown>) => ({ id: 'x', type: 'ExternalCount', settings: { propertyName: 'stats.visitors', ...settings } });
const value = (container: HTMLElement) => container.querySelector('[data-testid=count-value]')?.textContent;

describe('ExternalCount', () => {
  it('GETs the address and shows the property in German format, without a token unless asked', async () => {
    configureApi({ token: 'persönlich' });
    const plain = renderTree(node({ externalDataSourceUrl: `${origin}/stats`, title: 'Besucher' }), { registry });
    await waitFor(() => expect(value(plain.container)).toBe('12'));
    expect(seen.at(-1)).toBeUndefined();
    plain.unmount();
    const personal = renderTree(node({ externalDataSourceUrl: `${origin}/stats`, usePersonalToken: true }), { registry });
    await waitFor(() => expect(value(personal.container)).toBe('98.765,4'));
    expect(seen.at(-1)).toBe('Bearer persönlich');
  });

  it('says when the answer fails or holds no number, and asks to be configured without address or property', async () => {
    const broken = renderTree(node({ externalDataSourceUrl: `${origin}/broken` }), { registry });
    await waitFor(() => expect(widgetElement(broken.container, 'x').textContent).toMatch(/^Der Wert konnte nicht geladen werden\.500/));
    broken.unmount();
    const empty = renderTree(node({ externalDataSourceUrl: `${origin}/other` }), { registry });
    await waitFor(() => expect(widgetElement(empty.container, 'x').textContent).toBe('Die Antwort enthält keine Zahl in stats.visitors.'));
    empty.unmount();
    const none = renderTree(node({ externalDataSourceUrl: 'javascript:alert(1)' }), { registry });
    expect(widgetElement(none.container, 'x').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    expect([externalUrl('/api/x'), externalUrl('//evil.example'), externalUrl('ftp://x'), externalUrl('https://a.example/n')]).toEqual(['/api/x', null, null, 'https://a.example/n']);
  });
});
