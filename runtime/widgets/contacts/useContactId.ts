import { useTemplate } from '../../hooks/useTemplate';

/**
 * The contact id of a widget: a value on its input socket once one arrives, else its setting with placeholders
 * (`${contactId}`, a route parameter) filled in; '' when neither names one.
 */
export function useContactId(widgetId: string, setting: string, socket: string): string {
  return useTemplate(widgetId, setting, { input: socket }).trim();
}
