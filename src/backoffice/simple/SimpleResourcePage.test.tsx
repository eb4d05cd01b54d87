// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ApiRequestError } from '../../../runtime/api/http';
import { VISITORS } from '../../../model/resources/descriptors';
import { renderInApp } from '../../testing/renderApp';
import { SimpleResourcePage, type SimpleResourceConfig } from './SimpleResourcePage';

afterEach(cleanup);

type Visitor = { id: string; version: number; lastName: string };
const refuse = async (): Promise<never> => { throw new ApiRequestError(403, 'FORBIDDEN', 'Missing permission CHECKIN_READ'); };

const config = (list: SimpleResourceConfig<Visitor>['api']['list']): SimpleResourceConfig<Visitor> => ({
  resource: 'visitors', prefix: 'visitors', descriptor: VISITORS, nameField: 'lastName',
  fields: [{ name: 'lastName', inList: true }],
  api: { list, create: refuse, update: refuse, remove: refuse },
});

describe('SimpleResourcePage', () => {
  it('offers no CSV export to a caller the list refuses, and says why', async () => {
    renderInApp(<SimpleResourcePage config={config(refuse)} />);
    expect((await screen.findByTestId('load-error')).textContent).toContain('Dafür fehlt Ihnen die Berechtigung.');
    expect(screen.queryByTestId('csv-export')).toBeNull();
  });

  it('offers the CSV export once the list reads', async () => {
    renderInApp(<SimpleResourcePage config={config(async () => ({ elements: [{ id: 'v1', version: 1, lastName: 'Meier' }], totalElements: 1, page: 1, size: 20 }))} />);
    expect((await screen.findAllByTestId('visitors-row'))).toHaveLength(1);
    expect(screen.getByTestId('csv-export')).toBeTruthy();
  });
});
