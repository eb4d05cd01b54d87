import { defineWidgetSpec } from './spec';

/** The public joke service asked by default: its answer is JSON whose `value` is the joke's text. */
export const DEFAULT_JOKE_URL = 'https://api.chucknorris.io/jokes/random';

/** A random joke: a GET of `url` (http or https), showing the answer's `value`; a button fetches the next one. */
export default defineWidgetSpec({
  type: 'RandomJoke',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.RandomJoke.title',
    type: 'object',
    properties: {
      url: { title: 'widgets.RandomJoke.settings.url.title', description: 'widgets.RandomJoke.settings.url.description', type: 'string', default: DEFAULT_JOKE_URL },
      showNextButton: { title: 'widgets.RandomJoke.settings.showNextButton.title', type: 'boolean', default: true },
    },
  },
});
