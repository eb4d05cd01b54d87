/**
 * Other names of a widget that old documents store, with the same settings as the widget itself: each loads as
 * its canonical type through a one-step rename (`<alias>/1`), so there is one implementation. Stats is the
 * catalogue's name of the statistics widget (a row or column of values from the context, titles and descriptions).
 */
import { renameTypeMigrations, type WidgetMigrationSequence } from '../widgetMigration';

export const TYPE_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  Stats: 'Statistics',
});

export const typeAliasMigrations: WidgetMigrationSequence[] = Object.entries(TYPE_ALIASES).map(
  ([alias, canonical]) => renameTypeMigrations(alias, canonical, `${alias} is another name of ${canonical}`),
);
