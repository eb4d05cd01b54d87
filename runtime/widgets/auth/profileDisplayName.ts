/** The profile values the form edits, by field name. */
export type ProfileValues = Record<string, string>;

/** The display name a profile gives: first and last name joined, else the company; '' when it has none of them. */
export function profileDisplayName(values: ProfileValues): string {
  const person = [values.firstName, values.lastName].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
  return person || (values.company ?? '').trim();
}
