/** A text area with the code editor's contract: for component tests (jsdom has no layout for Monaco). */
import { Textarea } from '@chakra-ui/react';
import type { CodeEditorEngineProps } from './engine';

export default function PlainTextEngine({ id, value, height, readOnly, ariaLabel, onChange, onBlur }: CodeEditorEngineProps) {
  return (
    <Textarea
      id={id}
      value={value}
      readOnly={readOnly}
      aria-label={ariaLabel}
      fontFamily="mono"
      style={{ height }}
      spellCheck={false}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={onBlur}
    />
  );
}
