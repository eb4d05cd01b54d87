import { mailingListsApi } from '../../../runtime/api';
import { MailingListFieldsSchema, type MailingList } from '../../../model/api/schemas/contentTools';
import { MAILING_LISTS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/** `marketing` (MAILING_LIST_READ; writing MAILING_LIST_WRITE): the tenant's mailing lists and their sender. */
const MAILING_LISTS_CONFIG: SimpleResourceConfig<MailingList> = {
  resource: 'mailinglists',
  prefix: 'mailingLists',
  descriptor: MAILING_LISTS,
  schema: MailingListFieldsSchema,
  nameField: 'name',
  initial: { doubleOptIn: true },
  fields: [
    { name: 'name', inList: true, sortable: true },
    { name: 'description', kind: 'textarea' },
    { name: 'senderName', inList: true },
    { name: 'senderEmail', inList: true },
    { name: 'doubleOptIn', inList: true },
  ],
  api: simpleApi(MAILING_LISTS, mailingListsApi),
};

export default function MailingListsPage() {
  return <SimpleResourcePage config={MAILING_LISTS_CONFIG} />;
}
