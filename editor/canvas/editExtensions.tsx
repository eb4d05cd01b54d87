/** The renderer's edit-mode extension points as the editor fills them (one object for every editor). */
import type { ReactElement } from 'react';
import type { RenderExtensions } from '../../runtime/render/extensions';
import { SlotZone } from '../dragdrop/SlotZone';
import { EditableWidget } from './EditableWidget';

const extensions: RenderExtensions = {
  mode: 'edit',
  wrapWidget: (node, element) => <EditableWidget node={node} element={element as ReactElement<Record<string, unknown>>} />,
  renderEmptySlot: (parentId, slot) => <SlotZone parentId={parentId} slot={slot} empty />,
  renderSlotEnd: (parentId, slot) => <SlotZone parentId={parentId} slot={slot} empty={false} />,
};

export const EDIT_EXTENSIONS: RenderExtensions = Object.freeze(extensions);
