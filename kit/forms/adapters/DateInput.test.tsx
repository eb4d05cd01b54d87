// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toDateInput } from '../../../runtime/inputs/values/dateTime';
import { field, renderSchemaForm } from '../../testing/renderSchemaForm';

afterEach(cleanup);

describe('DateInput', () => {
  it('edits epoch milliseconds through a date input', () => {
    const { latest } = renderSchemaForm({ type: 'object', properties: { day: { type: 'integer', format: 'date', title: 'Tag' } } }, { day: new Date(2024, 2, 5).getTime() });
    const input = field('root_day');
    expect(input.type).toBe('date');
    expect(input.value).toBe('2024-03-05');
    fireEvent.change(input, { target: { value: '2024-12-24' } });
    expect(latest()).toEqual({ day: new Date(2024, 11, 24).getTime() });
  });

  it('bounds future-only dates by today', () => {
    renderSchemaForm({ type: 'object', properties: { day: { type: 'integer', format: 'date', onlyDateInFuture: true } } }, {});
    expect(field('root_day').min).toBe(toDateInput(Date.now()));
  });

  it('uses a date-only input for a date-time with a fixed time, and applies that time', () => {
    const { latest } = renderSchemaForm({ type: 'object', properties: { start: { type: 'integer', format: 'date-time', fixedTime: '08:00' } } }, {});
    const input = field('root_start');
    expect(input.type).toBe('date');
    fireEvent.change(input, { target: { value: '2024-03-05' } });
    expect(latest()).toEqual({ start: new Date(2024, 2, 5, 8, 0).getTime() });
  });

  it('fills in now when defaultsToNow and empty', () => {
    const before = Date.now();
    const { latest } = renderSchemaForm({ type: 'object', properties: { at: { type: 'integer', format: 'date-time', defaultsToNow: true } } }, {});
    expect((latest() as { at: number }).at).toBeGreaterThanOrEqual(before);
    expect(field('root_at').type).toBe('datetime-local');
  });
});
