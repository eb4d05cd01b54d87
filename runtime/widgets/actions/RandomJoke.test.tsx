// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';
import jokeSpec, { DEFAULT_JOKE_URL } from '../../../widget-schemas/RandomJoke';

// RandomJoke against a small real joke service: every GET of /joke answers the next joke, /broken fails.
const registry = createBuiltinRegistry();
let service: Server;
let origin: string;
let served = 0;

beforeAll(async () => {
  service = createServer((request, response) => {
    if (request.url === '/broken') return void response.writeHead(503, 'Service Unavailable').end();
    if (request.url === '/nojoke') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"icon_url": "x"}');
    served += 1;
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify({ id: String(served), value: `Witz Nummer ${served}` }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => service?.close());
afterEach(cleanup);

const joke = (container: HTMLElement) => container.querySelector('[data-testid=joke]')?.textContent;

describe('RandomJoke', () => {
  it('defaults to the public joke service', () => {
    expect(jokeSpec.schema.properties.url.default).toBe(DEFAULT_JOKE_URL);
    expect(DEFAULT_JOKE_URL).toBe('https://api.chucknorris.io/jokes/random');
  });

  it('shows the value of the answer and loads the next joke from its button', async () => {
    const before = served;
    const { container } = renderTree({ id: 'j', type: 'RandomJoke', settings: { url: `${origin}/joke` } }, { registry });
    await waitFor(() => expect(joke(container)).toBe(`Witz Nummer ${before + 1}`));
    fireEvent.click(screen.getByRole('button', { name: 'Noch einer' }));
    await waitFor(() => expect(joke(container)).toBe(`Witz Nummer ${before + 2}`));
  });

  it('says it could not load the joke with the status text', async () => {
    const broken = renderTree({ id: 'j', type: 'RandomJoke', settings: { url: `${origin}/broken` } }, { registry });
    await waitFor(() => expect(broken.container.querySelector('[data-testid=widget-error]')?.textContent).toBe('Could not load joke: Service Unavailable'));
    broken.unmount();
    const spanish = renderTree({ id: 'j', type: 'RandomJoke', settings: { url: `${origin}/nojoke` } }, { registry, language: 'es_es' });
    await waitFor(() => expect(spanish.container.querySelector('[data-testid=widget-error]')?.textContent).toBe('No se pudo cargar el chiste: la respuesta no contiene ningún chiste.'));
  });

  it('asks only http(s) addresses; its button does nothing in edit mode', async () => {
    const refused = renderTree({ id: 'j', type: 'RandomJoke', settings: { url: 'javascript:alert(1)' } }, { registry });
    expect(widgetElement(refused.container, 'j').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    refused.unmount();
    const before = served;
    const { container } = renderTree({ id: 'j', type: 'RandomJoke', settings: { url: `${origin}/joke` } }, { registry, extensions: { mode: 'edit' }, language: 'en_us' });
    await waitFor(() => expect(joke(container)).toBe(`Witz Nummer ${before + 1}`));
    fireEvent.click(screen.getByRole('button', { name: 'Another one' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([served, joke(container)]).toEqual([before + 1, `Witz Nummer ${before + 1}`]);
  });
});
