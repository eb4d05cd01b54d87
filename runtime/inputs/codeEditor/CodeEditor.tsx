/**
 * The code editor (Monaco, `monacoLanguage`, height `monacoEditorHeight` default 500px). In JSON mode text that does
 * not parse shows 'Ungültiges JSON' (translated) and is not handed on as a value: `onChange` gets every text,
 * `onValidJson` only texts that parse. Controlled: `value` is the current text.
 */
import { createElement, Suspense, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { CodeEditorEngineContext } from './engine';
import { readJson } from './json';

export const DEFAULT_CODE_EDITOR_HEIGHT = '500px';

export interface CodeEditorProps {
  id?: string;
  value: string;
  language?: string;
  /** A CSS length; a number means pixels. */
  height?: string | number;
  readOnly?: boolean;
  ariaLabel?: string;
  onChange?(text: string): void;
  /** JSON mode: called with the parsed value of each text that parses (undefined for empty text). */
  onValidJson?(value: unknown): void;
  onBlur?(): void;
}

export function CodeEditor({ id, value, language = 'plaintext', height = DEFAULT_CODE_EDITOR_HEIGHT, readOnly, ariaLabel, onChange, onValidJson, onBlur }: CodeEditorProps) {
  const { t } = useTranslation('forms');
  const engine = useContext(CodeEditorEngineContext);
  const invalid = useMemo(() => language === 'json' && !readJson(value).ok, [language, value]);
  const cssHeight = typeof height === 'number' ? `${height}px` : height;

  const handleChange = (text: string) => {
    onChange?.(text);
    if (language !== 'json') return;
    const reading = readJson(text);
    if (reading.ok) onValidJson?.(reading.value);
  };

  return (
    <Box data-testid="code-editor" data-language={language} data-invalid={invalid || undefined}>
      <Box borderWidth="1px" borderRadius="md" borderColor={invalid ? 'border.error' : 'border'} overflow="hidden">
        <Suspense
          fallback={
            <Box height={cssHeight} display="flex" alignItems="center" justifyContent="center" data-testid="code-editor-loading">
              <Spinner size="sm" role="status" aria-label={t('codeEditor.loading')} />
            </Box>
          }
        >
          {/* the engine comes from context (Monaco or plain text), a stable component, not one made here */}
          {createElement(engine, { id, value, language, height: cssHeight, readOnly, ariaLabel, onChange: handleChange, onBlur })}
        </Suspense>
      </Box>
      {invalid && (
        <Text role="alert" color="fg.error" fontSize="sm" marginTop="1" data-testid="code-editor-error">
          {t('validations.invalidJson')}
        </Text>
      )}
    </Box>
  );
}
