/**
 * One field of the form: the widget (which draws its own label), then the field's help text in a smaller font
 * and then its errors. The theme's own template puts the description as a legend above the label, in a larger
 * font than the label itself; help belongs under what it explains.
 *
 * The frame is a plain <fieldset> laid out like Chakra's Fieldset (a column, a 1rem gap) rather than Chakra's
 * component: that one renders five components per field and watches its subtree for changes, so every keystroke
 * (a textarea's text is its child) rendered the typed-in field's and the whole form's frame once more. Errors are
 * drawn by FieldErrorTemplate, which needs no Fieldset around it.
 */
import type { CSSProperties } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';

// Chakra's Fieldset (size md): a column with 1rem above each part after the first unless the part sets its own
// margin (the description and the errors do, so they sit right under the input; rjsf's help does not), and its
// content a column with a 1rem gap.
const FRAME: CSSProperties = { display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0, margin: 0, padding: 0, border: 0 };
const CONTENT: CSSProperties = { display: 'flex', flexDirection: 'column', width: '100%', gap: '1rem' };
const SPACED: CSSProperties = { marginTop: '1rem' };

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, classNames, style, disabled, displayLabel, hidden, label, onKeyRename, onKeyRenameBlur, onRemoveProperty } = props;
  const { readonly, registry, required, rawErrors = [], errors, help, rawHelp, description, rawDescription, schema, uiSchema } = props;
  const { WrapIfAdditionalTemplate } = registry.templates;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  const invalid = rawErrors.length > 0;
  return (
    <WrapIfAdditionalTemplate
      classNames={classNames}
      style={style}
      disabled={disabled}
      id={id}
      label={label}
      displayLabel={displayLabel}
      rawDescription={rawDescription}
      onKeyRename={onKeyRename}
      onKeyRenameBlur={onKeyRenameBlur}
      onRemoveProperty={onRemoveProperty}
      readonly={readonly}
      required={required}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
    >
      <fieldset disabled={disabled} data-disabled={disabled ? '' : undefined} data-invalid={invalid ? '' : undefined} style={FRAME}>
        <div style={CONTENT}>{children}</div>
        {displayLabel && rawDescription ? description : null}
        {rawHelp ? <div style={SPACED}>{help}</div> : help}
        {errors}
      </fieldset>
    </WrapIfAdditionalTemplate>
  );
}
