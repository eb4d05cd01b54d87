/**
 * All settings of the selected widget as JSON in the code editor, for what the form cannot express (settings
 * the schema does not know, pasting a configuration). Valid JSON objects replace the settings as one undo
 * step per typing burst; invalid text shows 'Ungültiges JSON' and changes nothing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import { CodeEditor } from '../../../runtime/inputs/codeEditor/CodeEditor';
import type { Settings } from '../../../model/document/types';
import { useEditorStore, useEditorStoreApi } from '../../store/context';

const show = (settings: Settings | undefined) => JSON.stringify(settings ?? {}, null, 2);

export function SettingsJsonEditor({ id }: { id: string }) {
  const { t } = useTranslation('editor-panels');
  const store = useEditorStoreApi();
  // The document's settings as they are now, not the panel's deferred copy of the node: the text is compared with
  // them on every change, and a copy a keystroke behind would look like an outside change and replace the text.
  const settings = useEditorStore(() => store.index.node(id)?.settings);
  const [text, setText] = useState(() => show(settings));
  const [seen, setSeen] = useState(settings);
  const [notAnObject, setNotAnObject] = useState(false);
  // Outside changes (the form, undo) show here unless the text already says the same.
  if (seen !== settings) {
    setSeen(settings);
    if (text.trim() === '' || safeParse(text) === undefined || show(safeParse(text) as Settings) !== show(settings)) setText(show(settings));
  }
  return (
    <>
      <CodeEditor
        id="settings-json"
        value={text}
        language="json"
        height="300px"
        ariaLabel={t('properties.json')}
        onChange={setText}
        onValidJson={(value) => {
          const isObject = !!value && typeof value === 'object' && !Array.isArray(value);
          setNotAnObject(!isObject);
          if (isObject) store.getState().dispatch({ type: 'updateSettings', id, settings: value as Settings, replace: true, group: `settings-json:${id}` });
        }}
      />
      {notAnObject && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('properties.jsonNotAnObject')}
        </Text>
      )}
    </>
  );
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
