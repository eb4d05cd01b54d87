import { optInsApi } from '../../../runtime/api';
import { OptInFieldsSchema, type OptIn } from '../../../model/api/schemas/optins';
import { OPT_INS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/**
 * `optins` (OPT_IN_WRITE): who consented to which mailing list and when (the proof of consent). Visitors' opt-ins
 * come from the Consent widget and its mail; staff may record one by hand (consent given on paper) or revoke one.
 */
const OPT_INS_CONFIG: SimpleResourceConfig<OptIn> = {
  resource: 'optins',
  prefix: 'optIns',
  descriptor: OPT_INS,
  schema: OptInFieldsSchema,
  nameField: 'email',
  intro: 'optIns.intro',
  initial: { state: 'confirmed' },
  fields: [
    { name: 'email', inList: true, sortable: true },
    { name: 'mailingListId', inList: true },
    { name: 'state', inList: true, sortable: true },
    { name: 'language' },
    { name: 'requestedAt', kind: 'datetime', inList: true, sortable: true },
    { name: 'confirmedAt', kind: 'datetime', inList: true },
    { name: 'revokedAt', kind: 'datetime' },
  ],
  api: simpleApi(OPT_INS, optInsApi),
};

export default function OptInsPage() {
  return <SimpleResourcePage config={OPT_INS_CONFIG} />;
}
