/**
 * A text field with choices (`ui:options.suggestions`: `{value, label}`), which still takes any typed value: a
 * native combobox (input + datalist), so keyboards and screen readers know it. The editor offers link targets,
 * context variables and the page's widgets this way (editor/model/rules/settingSuggestions.ts).
 */
import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { FieldShell, shellProps } from '../../../runtime/inputs/FieldShell';
import { inputPropsOf, textControlProps } from './inputProps';

interface Suggestion {
  value: string;
  label?: string;
}

export function SuggestInput(props: WidgetProps) {
  const suggestions = (props.options.suggestions ?? []) as readonly Suggestion[];
  const listId = `${props.id}__suggestions`;
  return (
    <FieldShell {...shellProps(inputPropsOf<string>(props))}>
      <Input {...textControlProps(props)} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value} label={suggestion.label ?? suggestion.value} />
        ))}
      </datalist>
    </FieldShell>
  );
}
