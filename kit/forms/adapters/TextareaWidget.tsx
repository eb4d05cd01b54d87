/**
 * Long texts (`multiline`): a text area labelled through FieldShell, so `label[for=root_x]` names `#root_x`. The
 * theme's own text area leaves its label pointing at another id, and screen readers found it unnamed.
 */
import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { FieldShell, shellProps } from '../../../runtime/inputs/FieldShell';
import { inputPropsOf, textControlProps } from './inputProps';

export function TextareaWidget(props: WidgetProps) {
  return (
    <FieldShell {...shellProps(inputPropsOf<string>(props))}>
      <Textarea
        {...textControlProps(props)}
        rows={typeof props.options.rows === 'number' ? props.options.rows : undefined}
        autoFocus={props.autofocus}
      />
    </FieldShell>
  );
}
