// Run by the global setup as `node --import tsx` (the loader the tests' child processes use): the
// server's PGlite template is keyed by its migrations' code as the process runs it, so a child
// started through tsx looks for a template of its own. Made here once, before any test starts one.
import { pgliteTemplate } from './templates.js';

console.log(await pgliteTemplate());
