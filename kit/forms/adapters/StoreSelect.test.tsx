// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSchemaForm } from '../../testing/renderSchemaForm';
import { deriveUiSchema } from '../uiSchemaFor';

afterEach(cleanup);

describe('StoreSelect in schema forms', () => {
  it('is picked for a text field that names a store', () => {
    expect(deriveUiSchema({ type: 'object', properties: { customer: { type: 'string', store: 'corporations' }, note: { type: 'string' } } }))
      .toEqual({ customer: { 'ui:widget': 'StoreSelect' } });
  });

  it('says the store is not registered when the schema names no store there is', () => {
    renderSchemaForm({ type: 'object', properties: { customer: { type: 'string', title: 'Kunde', store: 'nope' } } }, {});
    expect(screen.getByRole('alert').textContent).toBe('Store not registered');
  });

  it('is picked, choosing several records, for a list of ids that names a store', () => {
    expect(deriveUiSchema({ type: 'object', properties: { team: { type: 'array', items: { type: 'string' }, store: 'corporations' } } }))
      .toEqual({ team: { 'ui:widget': 'StoreSelect' } });
    renderSchemaForm({ type: 'object', properties: { team: { type: 'array', items: { type: 'string' }, title: 'Team', store: 'nope' } } }, {});
    expect(screen.getByRole('alert').textContent).toBe('Store not registered');
  });
});
