/**
 * Settings and sockets the contact widgets share (docs/users-and-contacts.md). Their texts live in the `contacts`
 * namespace.
 */
export const CONTACT_CATEGORIES = ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'] as const;

export const CONTACTS_LIST_COLUMNS = ['avatar', 'firstName', 'lastName', 'company', 'email', 'phone', 'mobile', 'actions'] as const;

/** A contact id setting of widget `type`; empty means "from the input socket of the same name". */
export const contactIdSetting = (type: string, name = 'contactId') => ({
  title: `widgets.${type}.settings.${name}.title`,
  description: `widgets.${type}.settings.${name}.description`,
  type: 'string',
  default: '',
}) as const;
