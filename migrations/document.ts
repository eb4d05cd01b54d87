/**
 * Migrations of the document format itself (application and compound widget documents share one format version,
 * `schemaVersion`). Version 1 is the first stored format (model/document/types.ts); a change of the stored format
 * adds `Document/1` (bringing version 1 documents to version 2) here, raises CURRENT_SCHEMA_VERSION in
 * model/document/types.ts, and adds a fixture. A migration receives the raw document (application: `content`;
 * compound: `widget`) and must handle both kinds.
 */
import { defineMigrationSequence, type Migration } from './sequence';

export type RawDocument = Record<string, unknown>;

export const documentMigrations = defineMigrationSequence<RawDocument, Migration<RawDocument>>('Document', []);
