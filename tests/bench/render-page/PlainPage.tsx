import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { WidgetNode } from '../../../model/document/types';
import { applySettingsDefaults } from '../../../model/document/defaults';
import { buttonStyle } from '../../../runtime/widgets/theme';

/**
 * The same DOM as the runtime draws for the bench page, written as plain React elements: no registry, no
 * settings check, no sockets, no per-node subscriptions, no error boundaries. Settings are the loaded
 * (defaulted) document's, as a hand-written page would hard-code them.
 */
function flex(settings: Record<string, any>, container: boolean): CSSProperties {
  return container
    ? {
        display: 'flex', boxSizing: 'border-box', flexDirection: settings.direction, flexWrap: settings.wrap, padding: settings.padding,
        gap: settings.gap, height: settings.height, width: settings.width, justifyContent: settings.justifyContent, alignItems: settings.alignItems,
      }
    : {
        display: 'flex', boxSizing: 'border-box', flexDirection: settings.direction, flexWrap: settings.wrap, padding: settings.padding,
        height: settings.height, width: settings.width, rowGap: settings.rowGap, columnGap: settings.columnGap,
        justifyContent: settings.justifyContent, alignItems: settings.alignItems, alignContent: settings.alignContent,
      };
}

function body(node: WidgetNode): ReactNode {
  const s = (node.settings ?? {}) as Record<string, any>;
  const children = (node.slots?.children ?? []).map(plainNode);
  switch (node.type) {
    case 'FlexboxContainer':
      return <div style={flex(s, false)}>{children}</div>;
    case 'Container':
      return <div style={flex(s, true)}>{children}</div>;
    case 'Heading':
      return createElement(`h${s.level}`, { style: { margin: 0, fontSize: 24, lineHeight: 1.25, textAlign: s.align } }, s.text);
    case 'Button':
      return <button type="button" style={buttonStyle(s.variant, s.colorScheme, s.size, false)}>{s.label}</button>;
    case 'Link':
      return <a href={s.link} style={{ color: 'inherit', textDecoration: 'none' }}>{s.text}</a>;
    default:
      return <p style={{ margin: 0, whiteSpace: 'pre-wrap', textAlign: s.align, fontSize: 16 }}>{s.text}</p>;
  }
}

function plainNode(node: WidgetNode): ReactNode {
  return (
    <div key={node.id} data-widget-id={node.id} data-widget-type={node.type}>
      {body(node)}
    </div>
  );
}

export function PlainPage({ root }: { root: WidgetNode }) {
  return <>{plainNode(root)}</>;
}

/** Defaults filled in once, outside the timing (the plain page has its settings written out). */
export function withDefaults(node: WidgetNode): WidgetNode {
  return {
    ...node,
    settings: applySettingsDefaults(node.type, node.settings),
    slots: node.slots && { children: (node.slots.children ?? []).map(withDefaults) },
  };
}
