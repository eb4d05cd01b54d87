// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { de, enUS } from 'date-fns/locale';
import { afterEach, describe, expect, it } from 'vitest';
import { toDateInput } from '../../inputs/values/dateTime';
import { renderInput } from './renderInput';

afterEach(cleanup);

describe('DateInput', () => {
  it('publishes epoch milliseconds of the chosen day', () => {
    const { input, published } = renderInput('DateInput');
    expect(input().type).toBe('date');
    fireEvent.change(input(), { target: { value: '2024-12-24' } });
    expect(published()).toBe(new Date(2024, 11, 24).getTime());
  });

  it('bounds future-only and past-only days by today', () => {
    expect(renderInput('DateInput', { onlyDateInFuture: true }).input().min).toBe(toDateInput(Date.now()));
    cleanup();
    expect(renderInput('DateInput', { onlyDateInPast: true }).input().max).toBe(toDateInput(Date.now()));
  });

  it('takes a time too, unless a fixed time makes a day enough', () => {
    expect(renderInput('DateInput', { withTime: true }).input().type).toBe('datetime-local');
    cleanup();
    const { input, published } = renderInput('DateInput', { withTime: true, fixedTime: '08:00' });
    expect(input().type).toBe('date');
    fireEvent.change(input(), { target: { value: '2024-03-05' } });
    expect(published()).toBe(new Date(2024, 2, 5, 8, 0).getTime());
  });

  it('starts with now when defaultsToNow', () => {
    const before = Date.now();
    const { published } = renderInput('DateInput', { defaultsToNow: true });
    expect(published() as number).toBeGreaterThanOrEqual(before);
  });

  it('opens a calendar in German, days before today disabled, and picks a day by keyboard with the fixed time', () => {
    const { published } = renderInput('DateInput', { withTime: true, fixedTime: '08:00', onlyDateInFuture: true });
    const opener = screen.getByRole('button', { name: 'Kalender öffnen' });
    fireEvent.click(opener);
    const calendar = screen.getByRole('dialog', { name: 'Kalender' });
    const today = new Date();
    expect(calendar.textContent).toContain(format(today, 'LLLL yyyy', { locale: de }));
    const yesterday = calendar.querySelector(`[data-day="${format(addDays(today, -1), 'yyyy-MM-dd')}"] button`);
    if (yesterday) expect((yesterday as HTMLButtonElement).disabled).toBe(true);
    // the focus starts on today; the arrow key moves to tomorrow, and choosing it closes the calendar
    const focused = document.activeElement as HTMLElement;
    expect(focused.closest('[data-day]')?.getAttribute('data-day')).toBe(format(today, 'yyyy-MM-dd'));
    fireEvent.keyDown(focused, { key: 'ArrowRight' });
    const tomorrow = addDays(today, 1);
    expect((document.activeElement as HTMLElement).closest('[data-day]')?.getAttribute('data-day')).toBe(format(tomorrow, 'yyyy-MM-dd'));
    fireEvent.click(document.activeElement!);
    expect(published()).toBe(new Date(tomorrow.getFullYear(), tomorrow.getMonth(), tomorrow.getDate(), 8, 0).getTime());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('speaks the UI language and closes with Escape', () => {
    renderInput('DateInput', {}, { language: 'en_us' });
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    expect(within(calendar).getByText(format(new Date(), 'LLLL yyyy', { locale: enUS }))).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
