// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useOwnText } from './useOwnText';

afterEach(cleanup);

/** A text area whose form value is `value` (the test sets it, as a form that renders later would). */
function Area({ value }: { value: string }) {
  const { ref, defaultValue, noteTyped } = useOwnText<HTMLTextAreaElement>(value);
  return <textarea aria-label="Notiz" ref={ref} defaultValue={defaultValue} onChange={(event) => noteTyped(event.target.value)} />;
}

const area = () => screen.getByLabelText<HTMLTextAreaElement>('Notiz');

describe('useOwnText', () => {
  it('keeps what was typed while the form catches up with older texts, and takes any other value', async () => {
    const { rerender } = render(<Area value="a" />);
    await userEvent.type(area(), 'bc');
    expect(area().value).toBe('abc');
    rerender(<Area value="ab" />); // the form renders a text typed before the last keystroke
    expect(area().value).toBe('abc');
    rerender(<Area value="abc" />);
    expect(area().value).toBe('abc');
    rerender(<Area value="ab" />); // caught up before: now "ab" comes from elsewhere (an undo)
    expect(area().value).toBe('ab');
    rerender(<Area value="x" />);
    expect(area().value).toBe('x');
  });
});
