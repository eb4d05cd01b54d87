/**
 * The choices of a text field that also takes a typed value (a combobox without a closed list): a context
 * variable's name, an object's field. The browser offers them as the builder types.
 */
export function SuggestionList({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}
