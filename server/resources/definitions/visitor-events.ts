import { VisitorEventFieldsSchema } from '../../../model/api/schemas/hr.js';
import { VISITOR_EVENTS } from '../../../model/resources/descriptors.js';
import { invalidField } from '../../http/errors.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/** /api/visitorevents: visits to the company (docs/hr.md); every signed-in user reads them, VISITOR_EVENTS_WRITE writes. */
export const visitorEvents: ResourceDefinition = {
  name: 'visitorevents',
  schema: VisitorEventFieldsSchema,
  searchable: ['title', 'location', 'visitors.name', 'visitors.company'],
  defaultSort: VISITOR_EVENTS.defaultSort,
  hooks: {
    prepare(data) {
      if (Number(data.end) < Number(data.start)) throw invalidField('end', 'must not be before start');
      return data;
    },
  },
};

export const visitorEventRoutes: ResourceRoutes[] = [{ descriptor: VISITOR_EVENTS, definition: visitorEvents }];
