import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorText } from './loginError';

/**
 * One account call of a form at a time: `busy` while it runs, its failure as a text in `error`. `onFailure` may
 * claim a failure for a field (returns true), else the general text is shown.
 */
export function useAccountCall() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>, onFailure?: (failure: unknown) => boolean) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      if (!onFailure?.(failure)) setError(accountErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
