/**
 * A document the load pipeline refused, in the interface language: the reason its code stands for and where
 * (`runtime:load.refusal.<code>`); anything else that failed keeps its own message (docs/architecture.md,
 * "One failure vocabulary").
 */
import type { TFunction } from 'i18next';
import { FailureError } from '../../model/result';

export function failureText(t: TFunction, error: unknown): string | undefined {
  if (error instanceof FailureError) {
    const reason = t(`runtime:load.refusal.${error.failure.code}`, { defaultValue: t('runtime:load.refusal.internal') });
    return error.failure.path ? t('runtime:load.at', { reason, path: error.failure.path }) : reason;
  }
  return error instanceof Error ? error.message : undefined;
}
