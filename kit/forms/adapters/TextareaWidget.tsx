/**
 * Long texts (`multiline`): a text area labelled through FieldShell, so `label[for=root_x]` names `#root_x`. The
 * theme's own text area leaves its label pointing at another id, and screen readers found it unnamed. It shows what
 * is typed by itself (useOwnText), so a keystroke with an instant change renders none of the form.
 */
import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { FieldShell, shellProps } from '../../../runtime/inputs/FieldShell';
import { inputPropsOf, textControlProps } from './inputProps';
import { useOwnText } from './useOwnText';

export function TextareaWidget(props: WidgetProps) {
  const { value, onChange, ...control } = textControlProps(props);
  const { ref, defaultValue, noteTyped } = useOwnText<HTMLTextAreaElement>(value);
  return (
    <FieldShell {...shellProps(inputPropsOf<string>(props))}>
      <Textarea
        {...control}
        ref={ref}
        defaultValue={defaultValue}
        onChange={(event) => {
          noteTyped(event.target.value);
          onChange(event);
        }}
        rows={typeof props.options.rows === 'number' ? props.options.rows : undefined}
        autoFocus={props.autofocus}
      />
    </FieldShell>
  );
}
