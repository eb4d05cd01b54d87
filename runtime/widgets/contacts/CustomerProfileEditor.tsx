import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/http';
import { getMyCustomerProfile, saveMyCustomerProfile } from '../../api/contacts';
import type { Contact, CustomerProfile } from '../../../model/api/schemas/contacts';
import { CustomerProfileSchema } from '../../../model/api/schemas/contacts';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CustomerProfileEditor';
import { useCurrentUser } from '../../auth';
import { ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { LoadingState, errorText } from '../../stores';
import { SaveBar } from './SaveBar';
import { ContactForm, type ContactDraft } from './ContactForm';
import { fieldErrorsOf } from './saveErrors';
import { useDraft } from './useDraft';

export type CustomerProfileEditorSettings = SettingsOf<typeof spec.schema>;

/** The fields a customer edits of its own profile (the rest belongs to staff; docs/users-and-contacts.md). */
const PROFILE_FIELDS = Object.keys(CustomerProfileSchema.properties);
const profileOf = (contact: Partial<Contact>): ContactDraft =>
  Object.fromEntries(Object.entries(contact).filter(([key]) => PROFILE_FIELDS.includes(key)));

/**
 * The signed-in user's customer profile: its own contact record (`/contacts/mine`), empty until the first save
 * creates it. Signed out, it asks the visitor to sign in.
 */
function CustomerProfileEditor({ id }: WidgetProps<CustomerProfileEditorSettings>) {
  const { t } = useTranslation('contacts');
  const user = useCurrentUser();
  const editing = useRenderMode() === 'edit';
  const emit = useEmit<'saved'>(id);
  const client = useQueryClient();
  const key = ['customerProfile', user?.id ?? ''];
  const profile = useQuery({
    queryKey: key,
    enabled: !!user,
    // No profile yet is an empty form, not an error.
    queryFn: () => getMyCustomerProfile().catch((error) => (error instanceof ApiRequestError && error.status === 404 ? {} : Promise.reject(error))),
  });
  const [draft, setDraft] = useDraft(profile.data, (data) => profileOf(data ?? {}));
  const save = useMutation({
    mutationFn: () => saveMyCustomerProfile(draft as CustomerProfile),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      emit('saved', saved);
    },
  });

  if (!user) return <p data-testid="profile-sign-in">{t('profile.signIn')}</p>;
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState details={errorText(profile.error)} />;
  return (
    <form noValidate data-testid="customer-profile-editor" onSubmit={(event) => { event.preventDefault(); save.mutate(); }}>
      <ContactForm idPrefix={id} value={draft} onChange={(next) => { setDraft(next); save.reset(); }} errors={fieldErrorsOf(save.error, undefined)} readOnly={editing} disabled={save.isPending} />
      <SaveBar label={t('actions.save')} locked={editing || save.isPending} savedText={save.isSuccess ? t('profile.saved') : null} failure={save.isError ? errorText(save.error) ?? '' : null} />
    </form>
  );
}

export const CustomerProfileEditorWidget = widgetFromSpec(spec, CustomerProfileEditor);
