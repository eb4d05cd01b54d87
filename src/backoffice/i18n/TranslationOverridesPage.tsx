import { translationOverridesApi } from '../../../runtime/api';
import { TranslationOverrideFieldsSchema, type TranslationOverride } from '../../../model/api/schemas/contentTools';
import { TRANSLATION_OVERRIDES } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/**
 * `internationalization` (INTERNATIONALIZATION_READ; writing INTERNATIONALIZATION_WRITE): texts of the interface the
 * tenant words its own way, one per key (`namespace:key`) and language.
 */
const OVERRIDES_CONFIG: SimpleResourceConfig<TranslationOverride> = {
  resource: 'translationoverrides',
  prefix: 'translationOverrides',
  descriptor: TRANSLATION_OVERRIDES,
  schema: TranslationOverrideFieldsSchema,
  nameField: 'key',
  intro: 'translationOverrides.intro',
  fields: [
    { name: 'key', inList: true, sortable: true },
    { name: 'language', inList: true, sortable: true },
    { name: 'text', kind: 'textarea', inList: true },
  ],
  api: simpleApi(TRANSLATION_OVERRIDES, translationOverridesApi),
};

export default function TranslationOverridesPage() {
  return <SimpleResourcePage config={OVERRIDES_CONFIG} />;
}
