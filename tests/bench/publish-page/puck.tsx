import { createRoot } from 'react-dom/client';
import { Render, type Config, type Slot } from '@puckeditor/core';
import { containerStyle, pageShape, textStyle } from './pageShape';

/**
 * The comparison page drawn by Puck's <Render>: the same shape (publish.bench.ts) from Puck data, with a
 * Container (a slot of items) and a Text component drawing the same DOM as the plain React page.
 */
interface Components {
  Container: { items: Slot };
  Text: { text: string };
}

const config: Config<Components> = {
  components: {
    Container: {
      fields: { items: { type: 'slot' } },
      render: ({ items: Items }) => (
        <div data-widget-type="Container" style={containerStyle}>
          <Items />
        </div>
      ),
    },
    Text: {
      fields: { text: { type: 'text' } },
      render: ({ text }) => (
        <div data-widget-type="Text">
          <p style={textStyle}>{text}</p>
        </div>
      ),
    },
  },
};

const data = {
  root: { props: {} },
  content: pageShape().map((container) => ({
    type: 'Container' as const,
    props: { id: container.id, items: container.texts.map((text) => ({ type: 'Text' as const, props: { id: text.id, text: text.text } })) },
  })),
};

createRoot(document.getElementById('root')!).render(
  <div style={{ display: 'flex', flexDirection: 'column' }}>
    <Render config={config} data={data} />
  </div>,
);
