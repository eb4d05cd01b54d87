// Placeholder entry; replaced by the web app shell.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>Baukasten</p>);
