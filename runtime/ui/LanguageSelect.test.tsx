// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '../i18n';
import { renderUi } from '../testing/renderUi';
import { LanguageSelect } from './LanguageSelect';

afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('de_de'));
  localStorage.clear();
});

describe('LanguageSelect', () => {
  it('offers the four languages by their own names, labelled in the interface language, the current one chosen', () => {
    renderUi(<LanguageSelect />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sprache' });
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['de_de', 'Deutsch'], ['en_us', 'English'], ['es_es', 'Español'], ['fr_fr', 'Français'],
    ]);
    expect(select.value).toBe('de_de');
    expect(select.dataset.testid).toBe('language-switch');
  });

  it('switches the interface language and remembers it for the next visit', async () => {
    renderUi(<LanguageSelect testId="editor-language" size="xs" />);
    await act(async () => {
      fireEvent.change(screen.getByTestId('editor-language'), { target: { value: 'fr_fr' } });
    });
    expect(i18next.language).toBe('fr_fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr_fr');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Langue' }).value).toBe('fr_fr');
  });
});
