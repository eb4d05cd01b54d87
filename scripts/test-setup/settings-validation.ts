import { loadSettingsValidation } from '../../runtime/registry/settings';
import { currentTestFile } from './testFile';

// The renderer checks widget settings exactly once ajv's module is there and suspends until then for settings the
// quick check does not accept (runtime/registry/settings.ts). Tests render and look at once, as the builder's
// screens do, which load it with their code.
if (currentTestFile().rendersReact) await loadSettingsValidation();
