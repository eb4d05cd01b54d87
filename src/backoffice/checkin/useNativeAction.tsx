import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@chakra-ui/react';
import type { NativeFailureCode, NativeResult } from '../../../runtime/native/bridge';

/**
 * What a check-in screen does with the native bridge (docs/native-bridge.md): runs one request at a time and shows
 * its outcome above the list. Outside the native app the outcome is a clear sentence (`native-unavailable`), never
 * a failure; the bridge's codes are translated under `native.*`, its message shown as the reason.
 */
export interface NativeNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** `native-unavailable`, `native-error`, or the screen's own (`checked-in`). */
  testId: string;
  code?: NativeFailureCode;
}

const FAILURE_KEYS: Record<NativeFailureCode, string> = {
  NATIVE_BRIDGE_UNAVAILABLE: 'native.unavailable',
  NATIVE_BRIDGE_NOT_READY: 'native.notReady',
  NATIVE_TIMEOUT: 'native.timeout',
  NATIVE_ERROR: 'native.error',
  NATIVE_CANCELLED: 'native.cancelled',
};

export function useNativeAction() {
  const { t } = useTranslation('backoffice');
  const [notice, setNotice] = useState<NativeNotice | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `request`; on success `done` says what happened (it may call the API, and may throw). */
  const run = useCallback(async <T,>(request: () => Promise<NativeResult<T>>, done: (value: T) => Promise<NativeNotice> | NativeNotice) => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await request();
      if (!result.ok) {
        const unavailable = result.code === 'NATIVE_BRIDGE_UNAVAILABLE';
        setNotice({
          tone: unavailable ? 'info' : 'error',
          text: t(FAILURE_KEYS[result.code], { reason: result.message }),
          testId: unavailable ? 'native-unavailable' : 'native-error',
          code: result.code,
        });
        return;
      }
      setNotice(await done(result.value));
    } catch {
      setNotice({ tone: 'error', text: t('errors.save'), testId: 'native-error' });
    } finally {
      setBusy(false);
    }
  }, [t]);

  const view = notice ? (
    <Alert.Root status={notice.tone} data-testid={notice.testId} data-code={notice.code} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{notice.text}</Alert.Title>
    </Alert.Root>
  ) : null;

  return { run, busy, notice, view, setNotice };
}
