// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../testing/renderUi';
import { Pager, type PagerSizing } from './Pager';

afterEach(cleanup);

/** A caller that keeps the page, as the stores and the back-office lists do. */
function Paged({ pageCount, sizing, first = 1 }: { pageCount: number; sizing?: Omit<PagerSizing, 'onSize'> & { onSize?(size: number): void }; first?: number }) {
  const [page, setPage] = useState(first);
  return <Pager page={page} pageCount={pageCount} onPage={setPage} sizing={sizing && { onSize: () => {}, ...sizing }} />;
}

const pageButtons = () => screen.getAllByTestId('pager-page');
const current = () => pageButtons().find((b) => b.getAttribute('aria-current') === 'page')?.textContent;

describe('Pager', () => {
  it('is a navigation named "Seiten" with previous, every page of a short list and next', () => {
    renderUi(<Paged pageCount={5} />);
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeTruthy();
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(pageButtons()[1].getAttribute('aria-label')).toBe('Seite 2 von 5');
    expect(current()).toBe('1');
    expect(screen.getByTestId<HTMLButtonElement>('pager-previous').disabled).toBe(true);
    expect(screen.getByTestId('pager-previous').getAttribute('aria-label')).toBe('Vorherige Seite');
  });

  it('moves by next, previous and a page number, and stops at the ends', async () => {
    renderUi(<Paged pageCount={3} />);
    fireEvent.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(current()).toBe('2'));
    fireEvent.click(pageButtons()[2]);
    await waitFor(() => expect(current()).toBe('3'));
    expect(screen.getByTestId<HTMLButtonElement>('pager-next').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('pager-previous'));
    await waitFor(() => expect(current()).toBe('2'));
  });

  it('shortens a long list with ellipses around the current page instead of a hundred buttons', () => {
    renderUi(<Paged pageCount={100} first={50} />);
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '49', '50', '51', '100']);
  });

  it('for server-paged lists shows the range of entries and changes the page size', () => {
    const onSize = vi.fn();
    renderUi(<Paged pageCount={5} first={2} sizing={{ size: 20, total: 95, sizes: [20, 50, 100], onSize }} />);
    expect(screen.getByTestId('pager-range').textContent).toBe('Einträge 21–40 von 95');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Einträge pro Seite' });
    expect([...select.options].map((o) => o.text)).toEqual(['20 pro Seite', '50 pro Seite', '100 pro Seite']);
    fireEvent.change(select, { target: { value: '50' } });
    expect(onSize).toHaveBeenCalledWith(50);
  });

  it('says "0 of 0" for an empty list and still offers one page', () => {
    renderUi(<Paged pageCount={0} sizing={{ size: 20, total: 0, sizes: [20] }} />);
    expect(screen.getByTestId('pager-range').textContent).toBe('Einträge 0–0 von 0');
    expect(within(screen.getByTestId('pager')).getAllByTestId('pager-page')).toHaveLength(1);
  });

  it('speaks the interface language', () => {
    renderUi(<Paged pageCount={2} sizing={{ size: 20, total: 30, sizes: [20] }} />, 'en_us');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByTestId('pager-range').textContent).toBe('Entries 1–20 of 30');
    expect(screen.getByTestId('pager-next').getAttribute('aria-label')).toBe('Next page');
  });
});
