// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { lazyModule, useLazyModule } from './useLazyModule';

afterEach(cleanup);

function Probe({ module }: { module: ReturnType<typeof lazyModule<{ word: string }>> }) {
  const loaded = useLazyModule(module);
  return <span data-testid="probe">{loaded ? loaded.word : 'waiting'}</span>;
}

it('renders without the module first, with it once fetched, and fetches it only once for every user', async () => {
  let calls = 0;
  let resolve!: (value: { word: string }) => void;
  const module = lazyModule(() => { calls++; return new Promise<{ word: string }>((r) => { resolve = r; }); });
  render(<><Probe module={module} /><Probe module={module} /></>);
  expect(screen.getAllByTestId('probe').map((e) => e.textContent)).toEqual(['waiting', 'waiting']);
  await act(async () => resolve({ word: 'da' }));
  expect(screen.getAllByTestId('probe').map((e) => e.textContent)).toEqual(['da', 'da']);
  expect(calls).toBe(1);
  cleanup();
  // A later user gets the loaded module in its first render.
  render(<Probe module={module} />);
  expect(screen.getByTestId('probe').textContent).toBe('da');
  expect(calls).toBe(1);
});
