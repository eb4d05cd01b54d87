import { createRoot } from 'react-dom/client';
import { containerStyle, pageShape, textStyle } from './pageShape';

/** The comparison page as plain React elements: the same shape and DOM as the Puck page, no framework. */
createRoot(document.getElementById('root')!).render(
  <div style={{ display: 'flex', flexDirection: 'column' }}>
    {pageShape().map((container) => (
      <div key={container.id} data-widget-type="Container" style={containerStyle}>
        {container.texts.map((text) => (
          <div key={text.id} data-widget-type="Text">
            <p style={textStyle}>{text.text}</p>
          </div>
        ))}
      </div>
    ))}
  </div>,
);
