// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { initI18n } from '../../i18n';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { testNavigation } from '../layout/testNavigation';
import { ConfirmButton } from './ConfirmButton';
import { formatClock, formatHours } from './duration';

/** The time and HR widgets without a server: defaults, the logged-out state, texts, the shared tiles, confirming. */
afterEach(cleanup);
const registry = createBuiltinRegistry();
const HR_TYPES = ['TimeTracking', 'WorklogLikeTimer', 'Worklogs', 'AbsenceRequests', 'VisitorEvents'];

describe('time and HR widgets without a login', () => {
  it.each(HR_TYPES)('%s renders with its defaults and asks to log in', (type) => {
    const { container } = renderTree({ id: 'w', type }, { registry });
    expect(widgetElement(container, 'w').textContent).toBe('Bitte melden Sie sich an, um Ihre Zeiten und Abwesenheiten zu sehen.');
  });

  it('speaks the other languages', () => {
    const { container } = renderTree({ id: 'w', type: 'WorklogLikeTimer' }, { registry, language: 'fr_fr' });
    expect(widgetElement(container, 'w').textContent).toBe('Veuillez vous connecter pour voir vos heures et absences.');
  });

  it('registers each type with its defaults', () => {
    expect(registry.get('VisitorEvents')!.schema).toMatchObject({ properties: { entries: { enum: [1, 3, 5, 10, 15, 20, 25], default: 3 } } });
    expect(registry.get('WorklogLikeTimer')!.schema).toMatchObject({ properties: { askForDescription: { default: true } } });
    expect(registry.get('AbsenceRequests')!.schema).toMatchObject({ properties: { showDecisions: { default: true }, defaultType: { default: 'vacation' } } });
    expect(registry.get('Worklogs')!.schema).toMatchObject({ properties: { allowEditing: { default: true } } });
    expect(registry.get('TimeTracking')!.schema).toMatchObject({ properties: { allowManualEntries: { default: true } } });
  });
});

describe('EmployeeModulesGrid', () => {
  it('draws linked tiles like DashboardGrid and asks to be configured without entries', () => {
    const entries = [{ icon: 'clock', label: 'Zeiterfassung', link: '/zeit' }, { label: 'Urlaub', link: '/urlaub' }];
    const nav = testNavigation('');
    const { container } = renderTree({ id: 'm', type: 'EmployeeModulesGrid', settings: { entries } }, { registry, navigation: nav });
    const tiles = [...widgetElement(container, 'm').querySelectorAll<HTMLAnchorElement>('[data-testid=dashboard-entry]')];
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Zeiterfassung', 'Urlaub']);
    fireEvent.click(tiles[1]);
    expect(nav.navigate).toHaveBeenCalledWith('/urlaub');
    cleanup();
    const empty = renderTree({ id: 'm', type: 'EmployeeModulesGrid' }, { registry });
    expect(widgetElement(empty.container, 'm').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});

describe('ConfirmButton', () => {
  it('acts only after Yes; Cancel asks again next time', () => {
    const i18n = initI18n();
    void i18n.changeLanguage('de_de');
    const onConfirm = vi.fn();
    const { getByTestId, queryByTestId } = render(<ConfirmButton testId="approve" label="Genehmigen" question="Antrag wirklich genehmigen?" onConfirm={onConfirm} />);
    fireEvent.click(getByTestId('approve'));
    expect(getByTestId('approve-confirm').textContent).toContain('Antrag wirklich genehmigen?');
    fireEvent.click(getByTestId('approve-cancel'));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(getByTestId('approve'));
    fireEvent.click(getByTestId('approve-yes'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(queryByTestId('approve-confirm')).toBeNull();
  });
});

describe('durations', () => {
  it('shows a running clock and booked hours', () => {
    expect(formatClock(3_909_000)).toBe('1:05:09');
    expect(formatClock(-5)).toBe('0:00:00');
    expect(formatHours(90 * 60_000 + 59_000)).toBe('1:30 h');
  });
});
