/**
 * What draws the code: Monaco in the product (loaded on demand, see MonacoEngine), a plain text area where
 * Monaco cannot run (jsdom component tests provide PlainTextEngine through this context).
 */
import { createContext, lazy, type ComponentType } from 'react';

export interface CodeEditorEngineProps {
  /** The rjsf id (`root_<setting>`), on the editor's outer element. */
  id?: string;
  value: string;
  /** 'json', 'html', or any Monaco language id; unknown ones are plain text. */
  language: string;
  /** CSS height, e.g. '500px'. */
  height: string;
  readOnly?: boolean;
  ariaLabel?: string;
  onChange?(text: string): void;
  onBlur?(): void;
}

export type CodeEditorEngine = ComponentType<CodeEditorEngineProps>;

/** Monaco and its workers are a large download: only an editor that shows a code field fetches them. */
export const MonacoEngine = lazy(() => import('./monaco/MonacoEngine'));

export const CodeEditorEngineContext = createContext<CodeEditorEngine>(MonacoEngine);
