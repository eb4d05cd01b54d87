import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/EmailVerificationBanner';
import { confirmEmail, sendEmailVerification } from '../../api/account';
import { useSession } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { accountErrorText } from './loginError';
import { pageAddressWithout, tokenInAddress } from './pageAddress';

export type EmailVerificationBannerSettings = SettingsOf<typeof spec.schema>;

type Confirmation = 'verifying' | 'verified' | 'failed';

const box = (background: string, color: string) =>
  ({ background, color, padding: '10px 14px', borderRadius: 6, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }) as const;

/**
 * With `verificationToken` in the address: confirms it and says whether that worked. Otherwise, for a signed-in
 * user whose e-mail is unconfirmed: asks to confirm it, with a button that sends the mail again.
 */
function EmailVerificationBanner(_props: WidgetProps<EmailVerificationBannerSettings>) {
  const { t } = useTranslation('auth');
  const edit = useRenderMode() === 'edit';
  const user = useSession((s) => s.user);
  const refresh = useSession((s) => s.refresh);
  const token = edit ? null : tokenInAddress('verificationToken');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(token ? 'verifying' : null);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmEmail(token).then(
      () => { setConfirmation('verified'); void refresh().catch(() => undefined); },
      () => setConfirmation('failed'),
    );
  }, [token, refresh]);

  if (confirmation === 'verifying') return <div role="status" style={box('#ebf8ff', '#2a4365')}>{t('verification.verifying')}</div>;
  if (confirmation === 'verified') return <div role="status" style={box('#f0fff4', '#22543d')}>{t('verification.verified')}</div>;
  if (confirmation === 'failed') return <div role="alert" style={box('#fff5f5', '#742a2a')}>{t('verification.failed')}</div>;

  const address = (user?.primaryEmailAddress as { address?: string; validated?: boolean } | undefined);
  const email = address?.address ?? (edit ? 'name@example.com' : user?.primaryEmail);
  if (!edit && (!user || address?.validated !== false)) return null;
  const resend = async () => {
    if (edit || !user) return;
    setError(null);
    try {
      await sendEmailVerification(user.primaryEmail, pageAddressWithout('verificationToken'), user.id);
      setSent(true);
    } catch (failure) {
      setError(accountErrorText(t, failure));
    }
  };
  return (
    <div style={box('#fffaf0', '#744210')} data-testid="email-verification-banner">
      <span>{t('verification.pleaseVerify', { email })}</span>
      <button type="button" onClick={() => void resend()} style={{ padding: '6px 12px', borderRadius: 6, border: '1px solid #b7791f', background: '#ffffff', cursor: 'pointer' }}>
        {t('verification.resend')}
      </button>
      {sent ? <span role="status" style={{ fontWeight: 600 }}>{t('verification.sent')}</span> : null}
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}

export const EmailVerificationBannerWidget = widgetFromSpec(spec, EmailVerificationBanner);
