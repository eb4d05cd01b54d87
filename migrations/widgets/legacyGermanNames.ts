/**
 * Legacy German widget type names ("count statistics, events, markdown, containers, slider, html, login status,
 * forms, video, contacts"). Older documents store these names; each loads as its canonical type through a one-step
 * rename migration (`<legacy name>/1`). The settings of these widgets already had the canonical shape, so only the
 * type changes. This table is the one place to add a legacy name.
 */
import { renameTypeMigrations, type WidgetMigrationSequence } from '../widgetMigration';

export const LEGACY_GERMAN_TYPE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  Zaehlstatistik: 'Count', // count statistics
  Veranstaltungen: 'VisitorEvents', // events
  Textbaustein: 'Markdown', // markdown text block
  Behaelter: 'Container', // containers
  Bildergalerie: 'ImageSlider', // slider
  HtmlBaustein: 'Html', // html
  Anmeldestatus: 'LoginStatus', // login status
  Formular: 'Form', // forms
  Video: 'VideoPlayer', // video
  Kontakte: 'ContactsList', // contacts
});

export const legacyGermanNameMigrations: WidgetMigrationSequence[] = Object.entries(LEGACY_GERMAN_TYPE_NAMES).map(
  ([legacy, canonical]) => renameTypeMigrations(legacy, canonical, `Legacy German name ${legacy} loads as ${canonical}`),
);
