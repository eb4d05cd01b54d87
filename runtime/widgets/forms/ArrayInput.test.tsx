// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInput } from './renderInput';

afterEach(cleanup);
const itemSchema = { type: 'object', properties: { id: { type: 'string', title: 'Nummer' }, name: { type: 'string', title: 'Name' } } };
const click = (entry: number, name: string) => fireEvent.click(within(screen.getAllByTestId('array-item')[entry]).getByRole('button', { name }));
const buttons = (entry: number) => within(screen.getAllByTestId('array-item')[entry]).getAllByRole('button').map((b) => b.textContent);

function fill(entry: number, field: string, value: string) {
  fireEvent.change(document.getElementById(`w-input_${entry}_${field}`)!, { target: { value } });
}

describe('ArrayInput', () => {
  it('adds empty entries, edits their fields, clones after the entry with a new id, removes', () => {
    const { published } = renderInput('ArrayInput', { itemSchema });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    fill(0, 'id', 'a1');
    fill(0, 'name', 'Erster');
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    fill(1, 'name', 'Zweiter');
    click(0, 'Duplizieren');
    const list = published() as { id?: string; name: string }[];
    expect(list.map((item) => item.name)).toEqual(['Erster', 'Erster', 'Zweiter']);
    expect(list[1].id).toBeTruthy();
    expect(list[1].id).not.toBe('a1');
    click(1, 'Entfernen');
    click(1, 'Entfernen');
    click(0, 'Entfernen');
    expect(published()).toBeUndefined();
  });

  it('moves to the top, up, down and bottom, offering only the moves that fit the position', () => {
    const { published } = renderInput('ArrayInput', { itemSchema });
    for (const name of ['A', 'B', 'C']) {
      fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
      fill(screen.getAllByTestId('array-item').length - 1, 'name', name);
    }
    const names = () => (published() as { name: string }[]).map((item) => item.name);
    expect(buttons(0)).toEqual(['Nach unten', 'Ganz nach unten', 'Duplizieren', 'Entfernen']);
    expect(buttons(1)).toEqual(['Ganz nach oben', 'Nach oben', 'Nach unten', 'Ganz nach unten', 'Duplizieren', 'Entfernen']);
    expect(buttons(2)).toEqual(['Ganz nach oben', 'Nach oben', 'Duplizieren', 'Entfernen']);
    click(2, 'Ganz nach oben');
    expect(names()).toEqual(['C', 'A', 'B']);
    click(0, 'Nach unten');
    expect(names()).toEqual(['A', 'C', 'B']);
    click(0, 'Ganz nach unten');
    expect(names()).toEqual(['C', 'B', 'A']);
    click(2, 'Nach oben');
    expect(names()).toEqual(['C', 'A', 'B']);
  });

  it('hides every move in compact mode', () => {
    renderInput('ArrayInput', { itemSchema, compact: true });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(buttons(0)).toEqual(['Duplizieren', 'Entfernen']);
  });

  it('says when there are too few entries in a form', () => {
    const { error } = renderInput('ArrayInput', { itemSchema, minItems: 2 }, { inForm: true });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(error()).toBe('Bitte mindestens 2 Einträge angeben.');
  });
});
