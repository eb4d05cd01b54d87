import { createContext, useContext } from 'react';
import type { CompoundWidgetDocument } from '../../../model/document/types';

/**
 * What the editor lets an instance do in edit mode (the runtime never imports the editor): copy a managed
 * template in place for editing. Absent in view mode and in previews, where the notice offers no button.
 */
export interface CompoundEditing {
  copyTemplate(instanceId: string, compound: CompoundWidgetDocument): void;
}

export const CompoundEditingContext = createContext<CompoundEditing | null>(null);

export function useCompoundEditing(): CompoundEditing | null {
  return useContext(CompoundEditingContext);
}
