import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { loginErrorMessage } from './loginErrorMessage';

interface LoginFormProps {
  /** Performs the login; a rejection is shown as the form's error. */
  onSubmit(email: string, password: string): Promise<unknown>;
}

/**
 * E-mail and password with one submit button (test hooks, docs/architecture.md: input[name=email],
 * input[name=password], button[type=submit]). Everything is disabled while the request runs so a double click sends
 * one login.
 */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(String(form.get('email') ?? '').trim(), String(form.get('password') ?? ''));
    } catch (failure) {
      setError(failure ?? new Error('login failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting} data-testid="login-form">
      <Stack gap="4">
        {error !== null && (
          <Alert.Root status="error" data-testid="login-error">
            <Alert.Indicator />
            <Alert.Title>{loginErrorMessage(error, t)}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root required disabled={submitting}>
          <Field.Label>{t('login.email')}</Field.Label>
          <Input name="email" type="email" autoComplete="username" autoFocus />
        </Field.Root>
        <Field.Root required disabled={submitting}>
          <Field.Label>{t('login.password')}</Field.Label>
          <Input name="password" type="password" autoComplete="current-password" />
        </Field.Root>
        <Button type="submit" colorPalette="blue" disabled={submitting} loading={submitting} loadingText={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
