/**
 * The fields of an object: the theme's layout (title, description, then the fields in a grid with a 1rem gap)
 * with plain elements. The theme wraps each field in Chakra's GridItem (three components per field) and the list
 * in Chakra's Grid, and all of them rendered again on every keystroke in any field of the form.
 */
import { createElement, type CSSProperties } from 'react';
import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';

const GRID: CSSProperties = { display: 'grid', gap: '1rem', marginBottom: '1rem' };
const GRID_WITH_DESCRIPTION: CSSProperties = { ...GRID, gap: '0.5rem' };
const END: CSSProperties = { justifySelf: 'flex-end' };

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, title, properties, required, disabled, readonly, uiSchema, fieldPathId, schema, formData, optionalDataControl, onAddProperty, registry } = props;
  const uiOptions = getUiOptions(uiSchema);
  const inTitle = !readonly && !disabled;
  // the registry's templates (the same components on every render), possibly replaced through the uiSchema
  const titleElement = title && createElement(getTemplate('TitleFieldTemplate', registry, uiOptions), {
    id: titleId(fieldPathId), title, required, schema, uiSchema, registry, optionalDataControl: inTitle ? optionalDataControl : undefined,
  });
  const descriptionElement = description && createElement(getTemplate('DescriptionFieldTemplate', registry, uiOptions), { id: descriptionId(fieldPathId), description, schema, uiSchema, registry });
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <>
      {titleElement}
      {descriptionElement}
      <div style={description ? GRID_WITH_DESCRIPTION : GRID}>
        {!inTitle ? <div>{optionalDataControl}</div> : undefined}
        {properties.map((element) => (element.hidden ? element.content : <div key={element.name}>{element.content}</div>))}
        {canExpand(schema, uiSchema, formData) && (
          <div style={END}>
            <AddButton id={buttonId(fieldPathId, 'add')} className="rjsf-object-property-expand" onClick={onAddProperty} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
          </div>
        )}
      </div>
    </>
  );
}
