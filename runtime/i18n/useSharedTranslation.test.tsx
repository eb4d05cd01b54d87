// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useSharedTranslation } from './useSharedTranslation';

async function instance() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'de_de',
    fallbackLng: 'de_de',
    resources: {
      de_de: { editor: { row: 'Zeile {{n}}' }, widgets: { Text: 'Text (de)' } },
      en_us: { editor: { row: 'Row {{n}}' }, widgets: { Text: 'Text (en)' } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const seen = new Set<unknown>();
function Row({ n }: { n: number }) {
  const { t } = useSharedTranslation(['editor', 'widgets']);
  seen.add(t);
  return <li>{`${t('row', { n })} · ${t('widgets:Text')}`}</li>;
}

describe('useSharedTranslation', () => {
  afterEach(cleanup);

  it('translates with the first namespace by default and the others by prefix, from the instance of the provider', async () => {
    const i18n = await instance();
    render(<I18nextProvider i18n={i18n}><ul><Row n={1} /><Row n={2} /></ul></I18nextProvider>);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Zeile 1 · Text (de)', 'Zeile 2 · Text (de)']);
  });

  it('hands all rows one t and renders them again in the new language when the language changes', async () => {
    const i18n = await instance();
    seen.clear();
    render(<I18nextProvider i18n={i18n}><ul>{[1, 2, 3].map((n) => <Row key={n} n={n} />)}</ul></I18nextProvider>);
    expect(seen.size).toBe(1);
    await act(() => i18n.changeLanguage('en_us'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Row 1 · Text (en)', 'Row 2 · Text (en)', 'Row 3 · Text (en)']);
    expect(seen.size).toBe(2);
  });
});
