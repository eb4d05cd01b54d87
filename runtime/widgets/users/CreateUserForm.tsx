import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/http';
import { getRoles } from '../../api/resources';
import { CheckboxInput } from '../../inputs/CheckboxInput';
import { TextInput } from '../../inputs/TextInput';
import { errorText } from '../../stores';
import { buttonStyle } from '../theme';
import { createUserWithRoles, RoleAssignmentError, validateNewUser, type NewUser, type NewUserField } from './createUser';
import { useReloadUsers } from './userData';
import type { User } from '../../../model/api/schemas/users';

const EMPTY: NewUser = { displayName: '', primaryEmail: '', password: '', roleIds: [] };
const FIELDS: NewUserField[] = ['displayName', 'primaryEmail', 'password'];

export interface CreateUserFormProps {
  /** Prefix of the inputs' ids, unique on the page (the widget's id). */
  idPrefix: string;
  showRoles: boolean;
  /** In the editor nothing is sent. */
  disabled: boolean;
  onCreated(user: User): void;
  /** Extra buttons next to the submit button (the dialog's Cancel). */
  extraButtons?: ReactNode;
}

/**
 * The create-user form of CreateUserEditor and of CreateUserButton's dialog: display name, e-mail, password and
 * (with `showRoles`, for callers who may read roles) the roles the new user joins. Messages show once a field was
 * left or after a submit; the server's refusal (an e-mail taken) shows at its field.
 */
export function CreateUserForm({ idPrefix, showRoles, disabled, onCreated, extraButtons }: CreateUserFormProps) {
  const { t } = useTranslation('users');
  const reload = useReloadUsers();
  const [values, setValues] = useState<NewUser>(EMPTY);
  const [touched, setTouched] = useState<Set<NewUserField>>(new Set());
  const [state, setState] = useState<{ kind: 'idle' | 'saving' } | { kind: 'created'; name: string } | { kind: 'failed'; message: string; field?: string }>({ kind: 'idle' });
  const roles = useQuery({ queryKey: ['store', 'roles', 'all'], queryFn: () => getRoles({ size: 1000, sort: 'name' }), enabled: showRoles, staleTime: Infinity });
  const errors = validateNewUser(values);
  const messageOf = (field: NewUserField) => {
    if (state.kind === 'failed' && state.field === field) return state.message;
    return touched.has(field) && errors[field] ? t(errors[field]!) : undefined;
  };
  const change = (field: NewUserField) => (value: string | undefined) => {
    setValues((current) => ({ ...current, [field]: value ?? '' }));
    if (state.kind !== 'saving') setState({ kind: 'idle' });
  };
  const toggleRole = (roleId: string, on: boolean) =>
    setValues((current) => ({ ...current, roleIds: on ? [...current.roleIds, roleId] : current.roleIds.filter((r) => r !== roleId) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(new Set(FIELDS));
    if (disabled || Object.keys(errors).length > 0 || state.kind === 'saving') return;
    setState({ kind: 'saving' });
    try {
      const user = await createUserWithRoles(values);
      await reload();
      setValues(EMPTY);
      setTouched(new Set());
      setState({ kind: 'created', name: user.displayName });
      onCreated(user);
    } catch (error) {
      if (error instanceof RoleAssignmentError) {
        await reload();
        setState({ kind: 'failed', message: `${t('createUser.rolesFailed', { name: error.user.displayName })} ${error.message}` });
        return;
      }
      const detail = error instanceof ApiRequestError ? error.details.find((d) => d.field && (FIELDS as string[]).includes(d.field)) : undefined;
      setState({ kind: 'failed', message: detail ? detail.message : `${t('createUser.failed')} ${errorText(error) ?? ''}`.trim(), field: detail?.field });
    }
  }

  const field = (name: NewUserField, type: string) => (
    <TextInput id={`${idPrefix}-${name}`} type={type} label={t(`createUser.${name}`)} required value={values[name] || undefined}
      onChange={change(name)} onBlur={() => setTouched((current) => new Set(current).add(name))} error={messageOf(name)} disabled={state.kind === 'saving'} />
  );
  const generalFailure = state.kind === 'failed' && !state.field;
  return (
    <form data-testid="create-user-form" onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {field('displayName', 'text')}
      {field('primaryEmail', 'email')}
      {field('password', 'password')}
      {showRoles ? (
        <fieldset data-testid="create-user-roles" style={{ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4 }}>{t('createUser.roles')}</legend>
          {roles.isError ? <span style={{ fontSize: 13, color: '#4a5568' }}>{t('createUser.rolesUnavailable')}</span> : null}
          {roles.data?.elements.length === 0 ? <span style={{ fontSize: 13, color: '#4a5568' }}>{t('createUser.noRoles')}</span> : null}
          {roles.data?.elements.map((role) => (
            <CheckboxInput key={role.id} id={`${idPrefix}-role-${role.id}`} label={role.name} value={values.roleIds.includes(role.id) || undefined}
              onChange={(checked) => toggleRole(role.id, checked === true)} disabled={state.kind === 'saving'} />
          ))}
        </fieldset>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="submit" data-testid="create-user-submit" disabled={disabled || state.kind === 'saving'} style={buttonStyle('solid', 'primary', 'md', disabled || state.kind === 'saving')}>
          {t('createUser.submit')}
        </button>
        {extraButtons}
      </div>
      {state.kind === 'created' ? <span role="status" data-testid="create-user-created" style={{ color: '#276749' }}>{t('createUser.created', { name: state.name })}</span> : null}
      {generalFailure ? <span role="alert" data-testid="create-user-error" style={{ color: '#c53030' }}>{state.message}</span> : null}
    </form>
  );
}
