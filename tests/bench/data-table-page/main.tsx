import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Page } from '../../../model/api/schemas/common';
import { createPageRuntime } from '../../../runtime/app/createPageRuntime';
import { initI18n } from '../../../runtime/i18n';
import { Render } from '../../../runtime/render/Render';
import { applySettingsDefaults } from '../../../model/document/defaults';
import { createBuiltinRegistry } from '../../../runtime/widgets';

/**
 * The data table benchmark page (built by tests/bench/data-table.bench.ts). The store's answers are put into the
 * query cache before each draw, under the keys the table asks for, so a draw times React and the table alone: no
 * network. Each draw happens in a fresh root, synchronously (flushSync), timed with performance.now().
 */
initI18n('de_de');
const registry = createBuiltinRegistry();
const host = document.getElementById('root')!;
let root: Root | null = null;
const STORE = 'data/bench';

const record = (i: number) => ({ id: `r${String(i).padStart(6, '0')}`, title: `Eintrag ${i}`, city: ['Bern', 'Basel', 'Zürich'][i % 3], amount: i * 37, paid: i % 2 === 0, createdAt: 1_700_000_000_000 + i, lastUpdatedAt: 1_700_000_000_000 + i, version: 1 });
const columns = [{ property: 'title' }, { property: 'city' }, { property: 'amount' }, { property: 'paid' }, { property: 'createdAt' }];

function page(from: number, size: number, total: number): Page<unknown> {
  return { elements: Array.from({ length: Math.min(size, total - from) }, (_, i) => record(from + i + 1)), totalElements: total, page: from / size + 1, size };
}

function draw(settings: Record<string, unknown>, fill: (client: QueryClient) => void): { ms: number; rows: number } {
  root?.unmount();
  host.replaceChildren();
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fill(client);
  const node = { id: 'table', type: 'DataTableV4', settings: applySettingsDefaults('DataTableV4', { store: STORE, columns, ...settings }) };
  const runtime = createPageRuntime({ root: node, registry });
  const start = performance.now();
  flushSync(() => root!.render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={client}>
        <Render source={runtime.source} registry={registry} engine={runtime.engine} onError={(error) => console.error(error)} />
      </QueryClientProvider>
    </ChakraProvider>,
  ));
  const ms = performance.now() - start;
  return { ms, rows: host.querySelectorAll('[data-testid=data-row]').length };
}

Object.assign(window, {
  /** A page of 100 rows (the largest page size), all drawn. */
  drawPage(): { ms: number; rows: number } {
    return draw({ pageSize: 100 }, (client) => client.setQueryData(['store', STORE, 'search', { logicalOperator: 'and', fieldSearches: [], page: 1, size: 100 }], page(0, 100, 10_000)));
  },
  /** Scrolling through 10,000 loaded records: only the rows in view are drawn. */
  drawScroll(total: number): { ms: number; rows: number; loaded: string } {
    const pages = Array.from({ length: Math.ceil(total / 100) }, (_, i) => page(i * 100, 100, total));
    const result = draw({ mode: 'scroll', height: '600px' }, (client) => client.setQueryData(['store', STORE, 'scroll', '[null,null]', '', '', 100], { pages, pageParams: pages.map((_, i) => i + 1) }));
    return { ...result, loaded: host.querySelector('[data-testid=data-table-count]')?.textContent ?? '' };
  },
  /** Scrolls the drawn table down by `step` px per frame for `ms`; frames seen and the longest and 95th percentile frame. */
  scroll(step: number, ms: number): Promise<{ frames: number; seconds: number; p95: number; longest: number; rowsDrawn: number }> {
    const frame = host.querySelector<HTMLElement>('[data-testid=data-table-frame]')!;
    return new Promise((resolve) => {
      const gaps: number[] = [];
      let maxRows = 0;
      const start = performance.now();
      let last = start;
      const tick = (now: number) => {
        gaps.push(now - last);
        last = now;
        frame.scrollTop += step;
        maxRows = Math.max(maxRows, host.querySelectorAll('[data-testid=data-row]').length);
        if (now - start < ms) requestAnimationFrame(tick);
        else {
          const sorted = gaps.slice(1).sort((a, b) => a - b);
          resolve({ frames: gaps.length - 1, seconds: (now - start) / 1000, p95: sorted[Math.floor(sorted.length * 0.95)], longest: sorted[sorted.length - 1], rowsDrawn: maxRows });
        }
      };
      requestAnimationFrame(tick);
    });
  },
  benchReady: true,
});
