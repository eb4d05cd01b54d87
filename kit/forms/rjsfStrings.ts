/**
 * rjsf's own interface texts (buttons of array fields, ...) through i18next (`forms:rjsf.*`); texts without
 * a key keep rjsf's English wording.
 */
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';

const KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddButton]: 'rjsf.add',
  [TranslatableString.AddItemButton]: 'rjsf.addItem',
  [TranslatableString.CopyButton]: 'rjsf.copy',
  [TranslatableString.MoveDownButton]: 'rjsf.moveDown',
  [TranslatableString.MoveUpButton]: 'rjsf.moveUp',
  [TranslatableString.RemoveButton]: 'rjsf.remove',
  [TranslatableString.ClearButton]: 'rjsf.clear',
  [TranslatableString.NewStringDefault]: 'rjsf.newValue',
};

export function rjsfTranslator(t: (key: string) => string) {
  return (stringKey: TranslatableString, params?: string[]): string => {
    const key = KEYS[stringKey];
    return key ? replaceStringParameters(t(key), params) : englishStringTranslator(stringKey, params);
  };
}
