// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiRequestError } from '../../../runtime/api/http';
import { renderInApp } from '../../testing/renderApp';
import { customFieldFields } from '../contacts/customFieldFields';
import { SimpleResourceDialog } from './SimpleResourceDialog';
import type { SimpleField, SimpleValues } from './simpleForm';

afterEach(cleanup);

const BASE: SimpleField[] = [{ name: 'lastName', required: true }];
const DEFINITIONS = [
  { id: 'vip', title: 'VIP', type: 'boolean' as const },
  { id: 'visits', title: 'Besuche', type: 'number' as const },
];
const CONTACT = { id: 'c1', lastName: 'Meier', customFields: [{ customFieldId: 'visits', value: '7' }, { customFieldId: 'vip', value: 'true' }] };

/** Renders the dialog once inside the app's providers; `update` changes its props as a parent would. */
function renderDialog(fields: SimpleField[], props: { error?: unknown; onSave?(values: SimpleValues): void } = {}) {
  let update!: (fields: SimpleField[], props?: { error?: unknown }) => void;
  function Parent() {
    const [state, setState] = useState({ fields, props });
    update = (next, nextProps = {}) => setState({ fields: next, props: { ...props, ...nextProps } });
    return dialog(state.fields, state.props);
  }
  renderInApp(<Parent />);
  return (next: SimpleField[], nextProps?: { error?: unknown }) => act(() => update(next, nextProps));
}

function dialog(fields: SimpleField[], props: { error?: unknown; onSave?(values: SimpleValues): void } = {}) {
  return (
    <SimpleResourceDialog prefix="contacts" fields={fields} entity={CONTACT} busy={false} error={props.error ?? null}
      onSave={props.onSave ?? (() => {})} onClose={() => {}} />
  );
}

describe('SimpleResourceDialog with custom fields', () => {
  it('labels each custom field by its title and shows the stored strings typed', () => {
    renderDialog([...BASE, ...customFieldFields(DEFINITIONS)]);
    expect((screen.getByLabelText('Besuche') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('Besuche') as HTMLInputElement).type).toBe('number');
    expect((screen.getByLabelText('VIP') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the stored value of a custom field whose definition arrives after the form opened', () => {
    const update = renderDialog(BASE);
    update([...BASE, ...customFieldFields(DEFINITIONS)]);
    expect((screen.getByLabelText('Besuche') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('VIP') as HTMLInputElement).checked).toBe(true);
  });

  it('saves an emptied value, and shows the server\'s refusal at the custom field it names', () => {
    const saved: SimpleValues[] = [];
    const fields = [...BASE, ...customFieldFields(DEFINITIONS)];
    const update = renderDialog(fields, { onSave: (values) => saved.push(values) });
    fireEvent.change(screen.getByLabelText('Besuche'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save'));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ lastName: 'Meier', 'customFields.vip': 'true', 'customFields.visits': '' });
    // Sent in the form's order: VIP first, so the server's `customFields.0.value` is the box.
    const refusal = new ApiRequestError(400, 'VALIDATION', 'Invalid body', [{ field: 'customFields.0.value', message: 'must be true or false' }]);
    update(fields, { error: refusal });
    const vip = screen.getByLabelText('VIP').closest('[data-part=root]')!.parentElement!;
    expect(vip.textContent).toContain('Bitte prüfen Sie diese Eingabe.');
  });
});
