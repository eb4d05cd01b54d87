import type { SimpleField } from '../simple/simpleForm';

/** The fields of a contact the contacts and the customers screens show (texts under `contacts.fields`). */
export const CONTACT_FIELDS: SimpleField[] = [
  { name: 'salutation' },
  { name: 'title' },
  { name: 'firstName', inList: true, sortable: true },
  { name: 'lastName', inList: true, sortable: true },
  { name: 'company', inList: true, sortable: true },
  { name: 'companyPosition' },
  { name: 'email', inList: true, sortable: true },
  { name: 'phone', inList: true },
  { name: 'mobile' },
  { name: 'birthday' },
  { name: 'address.street' },
  { name: 'address.streetNumber' },
  { name: 'address.zip' },
  { name: 'address.city', inList: true, sortable: true },
  { name: 'publicAccess', kind: 'checkbox' },
];
