// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isHHmm } from '../../../runtime/inputs/values/dateTime';
import { field, renderSchemaForm } from '../../testing/renderSchemaForm';

afterEach(cleanup);

describe('TimeInput', () => {
  it('edits HH:mm text', () => {
    const { latest } = renderSchemaForm({ type: 'object', properties: { at: { type: 'string', format: 'hhmm', title: 'Uhrzeit' } } }, { at: '08:00' });
    const input = field('root_at');
    expect(input.type).toBe('text'); // 24-hour HH:mm, not the browser's own display
    expect(input.value).toBe('08:00');
    fireEvent.change(input, { target: { value: '1745' } });
    expect(latest()).toEqual({ at: '17:45' });
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // the caret is at the end, in the minutes
    expect(latest()).toEqual({ at: '17:46' });
  });

  it('is also chosen by ui:widget and fills in now when defaultsToNow', () => {
    const { latest } = renderSchemaForm({ type: 'object', properties: { at: { type: 'string', defaultsToNow: true } } }, {}, { uiSchema: { at: { 'ui:widget': 'TimeInput' } } });
    expect(isHHmm((latest() as { at: string }).at)).toBe(true);
  });
});
