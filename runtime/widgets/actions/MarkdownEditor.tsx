import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/MarkdownEditor';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../i18n';
import { describedByOf } from '../../inputs/types';
import { FieldShell, shellProps } from '../../inputs/FieldShell';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useSocketEvent } from '../../sockets/hooks';
import { markdownToSafeHtml } from '../basic/sanitize';
import { useInputField } from '../forms/useInputField';
import { applyFormat, MARKDOWN_FORMATS, type MarkdownFormat } from './markdownFormat';
import { markdownValueOf, readMarkdownValue, type MarkdownTexts } from './markdownValue';

export type MarkdownEditorSettings = SettingsOf<typeof spec.schema>;

const FORMAT_MARKS: Record<MarkdownFormat, string> = { bold: 'B', italic: 'I', heading: 'H', list: '•', link: '🔗' };

const styles = {
  bar: { display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center', marginBottom: 4 },
  tool: { minWidth: 32, height: 28, border: '1px solid #cbd5e0', borderRadius: 4, background: '#ffffff', cursor: 'pointer' },
  tab: (selected: boolean) => ({ padding: '4px 10px', border: 'none', borderBottom: `2px solid ${selected ? '#2b6cb0' : 'transparent'}`, background: 'transparent', fontWeight: selected ? 600 : 400, cursor: 'pointer' }),
} as const;

/**
 * A plain text area for Markdown (no editor library: nothing heavy reaches published pages), a small toolbar, a
 * preview drawn like the Markdown widget, and with `multilingual` a tab per language: a tab switches the language
 * being edited, closes the preview and shows that language's text. A value that cannot be set (from the Form or the
 * `value` input) is reported and empties the editor. Read-only in edit mode.
 */
function MarkdownEditor({ id, settings }: WidgetProps<MarkdownEditorSettings>) {
  const { t } = useTranslation('actions');
  const field = useInputField<unknown>(id, 'MarkdownEditor', settings, { schema: settings.multilingual ? { type: 'object' } : { type: 'string' } });
  const { value, onChange, readOnly } = field;
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [preview, setPreview] = useState(false);
  const [refused, setRefused] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const shown = settings.multilingual ? language : DEFAULT_LANGUAGE;
  const read = readMarkdownValue(value, settings.multilingual);
  const texts: MarkdownTexts = read ?? {};
  const text = texts[shown] ?? '';

  // A value the Form holds that is no text (a number, a list) is reported; the editor shows no content for it,
  // and the next typed text replaces it.
  const invalid = read === null;
  useEffect(() => {
    if (invalid) console.error(`MarkdownEditor ${id}: this value cannot be set`, value);
  }, [invalid, id, value]);
  useSocketEvent<unknown>(id, 'value', (given) => {
    const next = readMarkdownValue(given, settings.multilingual);
    if (next === null) {
      console.error(`MarkdownEditor ${id}: this value cannot be set`, given);
      setRefused(true);
      return onChange(undefined);
    }
    setRefused(false);
    onChange(markdownValueOf(next, settings.multilingual));
  });

  const change = (next: string) => {
    setRefused(false);
    onChange(markdownValueOf({ ...texts, [shown]: next }, settings.multilingual));
  };
  const format = (kind: MarkdownFormat) => {
    const element = area.current;
    if (readOnly || !element) return;
    const edit = applyFormat(text, element.selectionStart, element.selectionEnd, kind, kind === 'heading' || kind === 'list' ? '' : t(`markdownEditor.placeholder.${kind}`));
    change(edit.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(edit.start, edit.end);
    });
  };
  const ownError = refused || invalid ? t('markdownEditor.refused') : null;

  return (
    <FieldShell {...shellProps(field)} ownError={ownError}>
      <div data-testid="markdown-editor" style={{ minWidth: settings.minWidth, width: '100%' }}>
        {settings.multilingual ? (
          <div role="tablist" aria-label={t('markdownEditor.languages')} style={styles.bar}>
            {LANGUAGES.map((tab) => (
              <button key={tab} type="button" role="tab" aria-selected={tab === language} style={styles.tab(tab === language)} onClick={() => {
                setLanguage(tab);
                setPreview(false);
              }}>
                {t(`language.${tab}`, { ns: 'ui' })}
              </button>
            ))}
          </div>
        ) : null}
        <div role="toolbar" aria-label={t('markdownEditor.toolbar')} style={styles.bar}>
          {MARKDOWN_FORMATS.map((kind) => (
            <button key={kind} type="button" title={t(`markdownEditor.format.${kind}`)} aria-label={t(`markdownEditor.format.${kind}`)} disabled={readOnly || preview || field.disabled} style={styles.tool} onClick={() => format(kind)}>
              {FORMAT_MARKS[kind]}
            </button>
          ))}
          <button type="button" aria-pressed={preview} style={{ ...styles.tool, padding: '0 10px', marginLeft: 'auto' }} onClick={() => setPreview(!preview)}>
            {preview ? t('markdownEditor.edit') : t('markdownEditor.preview')}
          </button>
        </div>
        {preview ? (
          <div data-testid="markdown-preview" className="bk-markdown" style={{ maxHeight: settings.maxHeight, overflow: 'auto', border: '1px solid #e2e8f0', borderRadius: 4, padding: 8 }} dangerouslySetInnerHTML={{ __html: markdownToSafeHtml(text) }} />
        ) : (
          <textarea
            ref={area}
            id={field.id}
            name={field.id}
            lang={shown.slice(0, 2)}
            value={text}
            placeholder={field.placeholder}
            readOnly={readOnly}
            disabled={field.disabled}
            spellCheck={settings.spellChecker}
            aria-describedby={describedByOf(field, ownError)}
            aria-invalid={!!field.error || !!ownError}
            rows={10}
            style={{ display: 'block', boxSizing: 'border-box', width: '100%', maxHeight: settings.maxHeight, minHeight: 120, resize: 'vertical', padding: 8, border: '1px solid #cbd5e0', borderRadius: 4, font: '14px/1.5 ui-monospace, monospace' }}
            onChange={(event) => change(event.target.value)}
            onBlur={() => field.onBlur?.()}
          />
        )}
      </div>
    </FieldShell>
  );
}

export const MarkdownEditorWidget = widgetFromSpec(spec, MarkdownEditor);
