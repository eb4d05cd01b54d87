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

  it('gives for plain keys what i18next gives: nested texts, placeholders, other namespaces, fallbacks, missing keys', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en_us',
      fallbackLng: 'de_de',
      ns: ['editor', 'widgets', 'forms'],
      defaultNS: 'editor',
      fallbackNS: ['widgets', 'forms'],
      resources: {
        de_de: { editor: { onlyGerman: 'Nur deutsch' }, widgets: {}, forms: {} },
        en_us: {
          editor: { plain: 'Plain', nested: 'More: $t(widgets:Text)', placeholder: 'Row {{n}}', empty: '', deep: { key: 'Deep' } },
          widgets: { Text: 'Text (en)' },
          forms: { onlyInForms: 'From forms' },
        },
      },
      interpolation: { escapeValue: false },
    });
    const keys = ['plain', 'nested', 'placeholder', 'empty', 'deep.key', 'widgets:Text', 'onlyInForms', 'onlyGerman', 'missing', 'Note: missing'];
    const shown: string[] = [];
    function Texts() {
      const { t } = useSharedTranslation(['editor', 'widgets']);
      shown.push(...keys.map((key) => String(t(key))), String(t('widgets:Chart', { defaultValue: 'Chart' })));
      return null;
    }
    render(<I18nextProvider i18n={i18n}><Texts /></I18nextProvider>);
    const expected = [...keys.map((key) => i18n.t(key)), i18n.t('widgets:Chart', { defaultValue: 'Chart' })];
    expect(shown).toEqual(expected);
    expect(shown).toEqual(['Plain', 'More: Text (en)', 'Row {{n}}', '', 'Deep', 'Text (en)', 'From forms', 'Nur deutsch', 'missing', 'Note: missing', 'Chart']);
  });

  it('keeps plain texts, yet inserts values every time and looks texts up again once more are added', async () => {
    const i18n = await instance();
    function Titles({ type, n }: { type: string; n: number }) {
      const { t } = useSharedTranslation(['widgets', 'editor']);
      return <p>{`${t(type, { defaultValue: type })} | ${t('editor:row', { n })} | ${t('Missing')}`}</p>;
    }
    const view = render(<I18nextProvider i18n={i18n}><Titles type="Text" n={1} /></I18nextProvider>);
    expect(screen.getByRole('paragraph').textContent).toBe('Text (de) | Zeile 1 | Missing');
    view.rerender(<I18nextProvider i18n={i18n}><Titles type="Chart" n={2} /></I18nextProvider>);
    expect(screen.getByRole('paragraph').textContent).toBe('Chart | Zeile 2 | Missing');
    // The chart's title and another text arrive later (a namespace loaded after the first rows were drawn).
    act(() => i18n.addResourceBundle('de_de', 'widgets', { Chart: 'Diagramm', Missing: 'Da' }, true, true));
    view.rerender(<I18nextProvider i18n={i18n}><Titles type="Chart" n={3} /></I18nextProvider>);
    expect(screen.getByRole('paragraph').textContent).toBe('Diagramm | Zeile 3 | Da');
    await act(() => i18n.changeLanguage('en_us'));
    expect(screen.getByRole('paragraph').textContent).toBe('Diagramm | Row 3 | Da'); // English has neither: German is the fallback
  });
});
