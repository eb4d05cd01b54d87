/**
 * The Monaco engine of the code editor. One editor per mount; the text follows `value` when it changes from
 * outside (undo, another panel) and reports the user's edits through `onChange`.
 *
 * Typing is faster than React: when `value` arrives it may be the echo of an earlier keystroke while Monaco
 * already holds later ones. Setting it would throw those keystrokes away and move the cursor. So the texts
 * reported but not yet echoed are remembered; a `value` among them is an echo (skipped), any other value
 * comes from outside and replaces the text.
 */
import { useEffect, useRef } from 'react';
import type { CodeEditorEngineProps } from '../engine';
import { monaco } from './monacoSetup';

export default function MonacoEngine({ id, value, language, height, readOnly, ariaLabel, onChange, onBlur }: CodeEditorEngineProps) {
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const unechoed = useRef<string[]>([]);
  // The latest callbacks, so the editor is not rebuilt when a parent passes new functions.
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  useEffect(() => {
    const instance = monaco.editor.create(container.current!, {
      value,
      language,
      readOnly,
      ariaLabel,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fixedOverflowWidgets: true,
      tabSize: 2,
      fontSize: 13,
    });
    editor.current = instance;
    const changes = instance.onDidChangeModelContent((event) => {
      if (event.isFlush) return; // our own setValue of an outside value, not the user's edit
      const text = instance.getValue();
      unechoed.current.push(text);
      callbacks.current.onChange?.(text);
    });
    const blurs = instance.onDidBlurEditorText(() => callbacks.current.onBlur?.());
    return () => {
      changes.dispose();
      blurs.dispose();
      instance.getModel()?.dispose();
      instance.dispose();
      editor.current = null;
    };
  }, [language]); // eslint-disable-line react-hooks/exhaustive-deps -- value and options follow below

  useEffect(() => {
    const instance = editor.current;
    if (!instance) return;
    const echo = unechoed.current.indexOf(value);
    if (echo >= 0) {
      unechoed.current.splice(0, echo + 1);
      return;
    }
    unechoed.current = [];
    if (instance.getValue() !== value) instance.setValue(value);
  }, [value]);

  useEffect(() => {
    editor.current?.updateOptions({ readOnly, ariaLabel });
  }, [readOnly, ariaLabel]);

  return <div id={id} ref={container} style={{ height, width: '100%' }} data-testid="monaco-editor" />;
}
