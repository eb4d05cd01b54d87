// `node --import ./scripts/widget-list/register.mjs` (or `tsx --import ...`): lets plain Node import the virtual
// widget lists (hooks.mjs). Import it after tsx is registered.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
