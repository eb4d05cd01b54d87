import { defineWidgetSpec } from './spec';

const setting = (name: string) => ({ title: `widgets.Timeline.settings.${name}.title`, description: `widgets.Timeline.settings.${name}.description` }) as const;

/**
 * The history of one entity of the page context (docs/widgets.md, Timeline, orders and global save): its contact
 * notes and, per additional, the records a store finds for a query, in one list by time.
 */
export default defineWidgetSpec({
  type: 'Timeline',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Timeline.title',
    type: 'object',
    properties: {
      contextVariable: { ...setting('contextVariable'), type: 'string', default: '' },
      sortDirection: { ...setting('sortDirection'), type: 'string', enum: ['desc', 'asc'], default: 'desc' },
      showNotes: { ...setting('showNotes'), type: 'boolean', default: true },
      highlightSender: { ...setting('highlightSender'), type: 'boolean', default: false },
      additionals: {
        ...setting('additionals'),
        type: 'array',
        default: [],
        items: {
          type: 'object',
          properties: {
            type: { ...setting('additionalType'), type: 'string' },
            query: { ...setting('additionalQuery'), type: 'string', default: '' },
            title: { ...setting('additionalTitle'), type: 'string', default: '' },
            description: { ...setting('additionalDescription'), type: 'string', default: '' },
          },
          required: ['type'],
        },
      },
    },
  },
});
