// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiRequestError } from '../../../runtime/api/http';
import { renderInApp } from '../../testing/renderApp';
import { CsvActions } from './CsvActions';

afterEach(cleanup);

const FIELDS = [{ name: 'name' }, { name: 'copies', kind: 'number' as const }];
const emptyList = async () => ({ elements: [], totalElements: 0, page: 1, size: 500 });

function upload(text: string) {
  const input = screen.getByTestId('csv-import-file') as HTMLInputElement;
  const file = new File([text], 'drucker.csv', { type: 'text/csv' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('CsvActions', () => {
  it('imports with visible progress and can be cancelled; the report lists each refused line with the API\'s reason', async () => {
    let release!: () => void;
    const created: unknown[] = [];
    let imported = 0;
    renderInApp(
      <CsvActions resource="printers" fields={FIELDS} list={emptyList} onImported={() => imported++}
        create={async (body) => {
          if (body.copies === 0) throw new ApiRequestError(400, 'VALIDATION', 'Invalid body', [{ field: 'copies', message: 'must be >= 1' }]);
          if (created.length === 1) await new Promise<void>((resolve) => { release = resolve; });
          created.push(body);
        }} />,
    );
    upload('name,copies\r\nA,1\r\nB,0\r\nC,2\r\nD,3\r\n');
    const progress = await screen.findByTestId('csv-progress');
    await waitFor(() => expect(progress.textContent).toContain('2 von 4 Zeilen'));
    fireEvent.click(screen.getByTestId('csv-cancel'));
    await act(async () => release());
    const report = await screen.findByTestId('import-report');
    expect(within(report).getByTestId('import-summary').textContent).toBe('2 von 4 Zeilen angelegt, 1 abgelehnt. Der Import wurde abgebrochen; die übrigen Zeilen wurden nicht gelesen.');
    expect(within(report).getAllByTestId('import-refused').map((e) => e.textContent)).toEqual(['Zeile 3: copies: must be >= 1']);
    expect(screen.queryByTestId('csv-progress')).toBeNull();
    expect(imported).toBe(1);
  });

  it('exports page by page with visible progress, and a cancel says so and saves nothing', async () => {
    let release!: () => void;
    const pages: number[] = [];
    const list = async ({ page }: { page: number }) => {
      pages.push(page);
      if (page === 2) await new Promise<void>((resolve) => { release = resolve; });
      return { elements: Array.from({ length: 500 }, (_, i) => ({ id: `p${page}-${i}`, name: `Drucker ${i}`, copies: 1 })), totalElements: 1200, page, size: 500 };
    };
    renderInApp(<CsvActions resource="printers" fields={FIELDS} list={list} onImported={() => {}} />);
    fireEvent.click(screen.getByTestId('csv-export'));
    const progress = await screen.findByTestId('csv-progress');
    await waitFor(() => expect(progress.textContent).toContain('500 von 1200 Zeilen'));
    fireEvent.click(screen.getByTestId('csv-cancel'));
    await act(async () => release());
    expect((await screen.findByTestId('csv-export-cancelled')).textContent).toBe('Export abgebrochen.');
    expect(pages).toEqual([1, 2]);
    expect(screen.queryByTestId('csv-progress')).toBeNull();
    expect(screen.queryByTestId('csv-exported')).toBeNull();
    expect(screen.queryByTestId('csv-failed')).toBeNull();
  });

  it('offers no import without a create call (readers, resources without create)', () => {
    renderInApp(<CsvActions resource="x" fields={FIELDS} list={emptyList} onImported={() => {}} />);
    expect(screen.getByTestId('csv-export')).toBeTruthy();
    expect(screen.queryByTestId('csv-import')).toBeNull();
  });
});

