/**
 * The state of a Form: values by field name, the fields' rules, which fields the user changed or left, whether a
 * submit was tried. Messages show for dirty or touched fields, and for all after a submit attempt.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageValues, validateFields, type FieldRule } from '../../inputs/validation';
import type { FormFields } from './formContext';

export function useFormFields(busy: boolean) {
  const { t } = useTranslation('forms');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [rules, setRules] = useState<Record<string, FieldRule>>({});
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  // What the server refused, by field: shown under the field until it changes.
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});

  const problems = useMemo(() => validateFields(rules, values), [rules, values]);
  // Stable, so an input registers once and not again on every change of the form.
  const register = useCallback((name: string, rule: FieldRule) => {
    setRules((before) => ({ ...before, [name]: rule }));
    return () =>
      setRules((before) => {
        const next = { ...before };
        delete next[name];
        return next;
      });
  }, []);
  const see = useCallback((name: string) => setSeen((before) => (before.has(name) ? before : new Set(before).add(name))), []);

  const fields = useMemo<FormFields>(
    () => ({
      valueOf: (name) => values[name],
      change(name, value) {
        see(name);
        setRefused((before) => {
          if (!(name in before)) return before;
          const next = { ...before };
          delete next[name];
          return next;
        });
        setValues((before) => {
          const next = { ...before };
          if (value === undefined || value === null || value === '') delete next[name];
          else next[name] = value;
          return next;
        });
      },
      leave: see,
      isRequired: (name) => rules[name]?.required === true,
      errorOf(name) {
        const problem = problems[name];
        if (!problem) return refused[name];
        if (!(attempted || seen.has(name))) return undefined;
        return t(problem.key, messageValues(problem.params));
      },
      register,
      busy,
    }),
    [values, rules, problems, refused, attempted, seen, see, register, t, busy],
  );

  const reset = useCallback(() => {
    setValues({});
    setSeen(new Set());
    setAttempted(false);
    setRefused({});
  }, []);

  return { fields, values, valid: Object.keys(problems).length === 0, attempt: () => setAttempted(true), reset, refuse: setRefused };
}
