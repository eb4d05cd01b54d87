/**
 * One field of the form: the widget (which draws its own label), then the field's help text in a smaller font
 * and then its errors. The theme's own template puts the description as a legend above the label, in a larger
 * font than the label itself; help belongs under what it explains.
 */
import { Fieldset } from '@chakra-ui/react';
import type { FieldTemplateProps } from '@rjsf/utils';

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, classNames, style, disabled, displayLabel, hidden, label, onKeyRename, onKeyRenameBlur, onRemoveProperty } = props;
  const { readonly, registry, required, rawErrors = [], errors, help, description, rawDescription, schema, uiSchema } = props;
  const { WrapIfAdditionalTemplate } = registry.templates;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
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
      <Fieldset.Root disabled={disabled} invalid={rawErrors.length > 0}>
        <Fieldset.Content>{children}</Fieldset.Content>
        {displayLabel && rawDescription ? description : null}
        {help}
        {errors}
      </Fieldset.Root>
    </WrapIfAdditionalTemplate>
  );
}
