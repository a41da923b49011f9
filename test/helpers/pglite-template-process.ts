// Run by the global setup from the test build (build-server.ts): the server's PGlite template is
// keyed by its migrations' code as the process runs it, and the built server runs the migrations
// from the same bundle chunk as this file does, so a child started from the build finds the
// template made here, once, before any test starts one.
import { pgliteTemplate } from './templates.js';

console.log(await pgliteTemplate());
