import { defineWidgetSpec } from './spec';

const message = (name: string) => ({
  title: `widgets.DoubleOptIn.settings.${name}.title`, description: `widgets.DoubleOptIn.settings.${name}.description`, type: 'string', default: '',
}) as const;

/**
 * The page a mailed opt-in or opt-out link opens: reads `optInToken` / `optOutToken` from the address and confirms
 * it on the server (docs/widgets.md, Opt-in and workflows), when the matching handle option is on.
 */
export default defineWidgetSpec({
  type: 'DoubleOptIn',
  group: 'misc',
  categories: ['CMS', 'APPLICATION'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DoubleOptIn.title',
    type: 'object',
    properties: {
      handleOptIn: { title: 'widgets.DoubleOptIn.settings.handleOptIn.title', type: 'boolean', default: true },
      handleOptOut: { title: 'widgets.DoubleOptIn.settings.handleOptOut.title', type: 'boolean', default: true },
      optInLoadingMessage: message('optInLoadingMessage'),
      optInDoneMessage: message('optInDoneMessage'),
      optOutLoadingMessage: message('optOutLoadingMessage'),
      optOutDoneMessage: message('optOutDoneMessage'),
    },
  },
});
