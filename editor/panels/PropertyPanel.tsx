/**
 * `[data-testid=property-panel]`: the settings form of the selected widget. Nothing selected or several
 * widgets selected: a hint. A type the registry does not know: its raw settings, read-only.
 *
 * The form (the schema form library and every settings input) is a chunk of its own: the editor opens without
 * it, fetches it once the browser is idle, and the first selection waits for it only if it is not there yet.
 * That wait is a hint, not a Suspense fallback: React reveals what suspended no sooner than 300 ms after its
 * fallback appeared, so a builder's first click right after the open waited that long for a form whose code had
 * long arrived (docs/editor.md, "Opening fast").
 */
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useReducer, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetNode } from '../../model/document/types';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';
import { useEditorServices } from '../services/editorServices';
import { useSelectedNode } from './useSelectedNode';
import { RawSettings } from './properties/RawSettings';
import { whenIdle } from '../../runtime/hooks/whenIdle';
import { createTypingPause, type TypingPause } from './properties/typingPause';

type SettingsModule = typeof import('./properties/WidgetSettings');
let loadedForm: SettingsModule | null = null;
let loadingForm: Promise<SettingsModule> | null = null;

/** Fetches the settings form's code (once; again after a failure). */
export function loadSettingsForm(): Promise<SettingsModule> {
  return (loadingForm ??= import('./properties/WidgetSettings').then(
    (module) => (loadedForm = module),
    (error: unknown) => {
      loadingForm = null; // the next try fetches again
      throw error;
    },
  ));
}

type FormState = { form: SettingsModule['WidgetSettings'] } | { failed: true } | null;

const logFormFailure = (error: unknown) => console.error('Loading the settings form failed:', error);

/**
 * The settings form's component once its code is there; while a form is `wanted` and nothing is known yet, fetches
 * it. A failure stays until `retry` forgets it.
 */
function useSettingsForm(wanted: boolean): [state: FormState, retry: () => void] {
  const [state, setState] = useState<FormState>(() => (loadedForm ? { form: loadedForm.WidgetSettings } : null));
  useEffect(() => {
    if (!wanted || state !== null) return;
    let current = true;
    loadSettingsForm().then(
      (module) => current && setState({ form: module.WidgetSettings }),
      (error: unknown) => {
        logFormFailure(error);
        if (current) setState({ failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, state]);
  const retry = useCallback(() => setState(null), []);
  return [state, retry];
}

/** A panel of its own instead of the schema's form, per widget type (given by the screen). */
export type CustomSettings = Readonly<Record<string, ComponentType<{ node: WidgetNode }>>>;

export function PropertyPanel({ customSettings = {} }: { customSettings?: CustomSettings }) {
  const { t } = useTranslation('editor-panels');
  const { registry } = useEditorServices();
  const { selection, node: selected } = useSelectedNode();
  const typing = useTypingPause();
  // The form follows the document in a deferred render, after the canvas has shown the change: another widget's
  // form (a container's has hundreds of inputs) after the change that selected it (a delete selects the parent; until
  // then the previous form stays), and the same widget's form after an edit. A field being typed into shows its
  // value at once by itself (kit/forms/instantChange.ts), and what the typing wrote reaches the form once typing
  // pauses (properties/typingPause.ts).
  const deferred = useDeferredValue(useHeldWhileTyping(selected, typing));
  const node = selected ? deferred : undefined;
  const definition = node ? registry.get(node.type) : undefined;
  useEffect(() => {
    // not called off on unmount: the form's code is wanted for the next selection anyway
    whenIdle(() => void loadSettingsForm().catch(logFormFailure));
  }, []);
  const Settings = node ? customSettings[node.type] : undefined;
  // Wanted from the selection itself, not from the deferred render that shows the form (which comes later).
  const [formState, retryForm] = useSettingsForm(!!selected && registry.get(selected.type) !== undefined && !customSettings[selected.type]);
  const WidgetSettings = formState && 'form' in formState ? formState.form : null;
  const formFailed = formState !== null && 'failed' in formState;
  // The same element while the node is the same: the deferred render after an edit does not render the form again.
  const form = useMemo(() => {
    if (!node || !definition) return null;
    // keyed by widget: touched fields and the JSON switch start fresh for each widget
    if (Settings) return <Custom key={node.id} component={Settings} node={node} />;
    if (WidgetSettings) return <WidgetSettings key={node.id} node={node} definition={definition} typing={typing} />;
    if (!formFailed) return <Hint text={t('properties.loading')} />;
    return (
      <div role="alert">
        <Hint text={t('properties.loadFailed')} />
        <PlainButton look="xs-outline" style={{ marginTop: '0.5rem' }} onClick={retryForm} testId="property-panel-retry">
          {t('properties.retry')}
        </PlainButton>
      </div>
    );
  }, [node, definition, Settings, WidgetSettings, formFailed, retryForm, t, typing]);

  return (
    // Plain elements (runtime/ui/plain): the first screen renders no Chakra component; the forms bring Chakra's.
    <div data-testid="property-panel" style={{ padding: '0.75rem' }}>
      {selection.length === 0 && <Hint text={t('properties.nothingSelected')} />}
      {selection.length > 1 && <Hint text={t('properties.severalSelected', { count: selection.length })} />}
      {node && !definition && <RawSettings type={node.type} settings={node.settings} />}
      {form}
    </div>
  );
}

/** The panel's own typing pause, rendering the panel (in a transition) when typing pauses. */
function useTypingPause(): TypingPause {
  const [typing] = useState(createTypingPause);
  const [, wake] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const unsubscribe = typing.subscribe(() => startTransition(wake));
    return () => {
      unsubscribe();
      typing.dispose();
    };
  }, [typing]);
  return typing;
}

/** `selected`, or while typing goes on in its form, the node shown before the typing wrote `selected`. */
function useHeldWhileTyping(selected: WidgetNode | undefined, typing: TypingPause): WidgetNode | undefined {
  const [shown, setShown] = useState(selected);
  const holds = shown !== selected && typing.holds(selected, shown);
  if (shown !== selected && !holds) setShown(selected);
  return holds ? shown : selected;
}

function Custom({ component: Component, node }: { component: ComponentType<{ node: WidgetNode }>; node: WidgetNode }) {
  return <Component node={node} />;
}

function Hint({ text }: { text: string }) {
  return (
    <p className="bk-muted-text" data-testid="property-panel-hint">
      {text}
    </p>
  );
}
