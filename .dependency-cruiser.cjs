// The layering of shared/STYLE.md, checked on every CI run (`npm run lint:deps`):
//   rest, graphql, oidc, events, experience → domain → db;  only db/ and migrations/ build SQL;
//   migrations are frozen in time and import nothing from src/.
// A type-only import (`import type { Db }`, or every name marked `type`) is erased at compile
// time and carries no runtime dependency, so the rules below ignore it: an outer layer may name
// the type of a database handle or a row without calling the database itself.
// Violations that predate these rules are listed in .dependency-cruiser-known-violations.json
// and tolerated (to be burnt down); `npm run lint:deps:baseline` rewrites that list.
const outer = '^src/(rest|graphql|oidc|events|experience|console-host)/';
const valueOnly = { dependencyTypesNot: ['type-only'] };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'outer-layer-skips-domain',
      comment:
        'rest, graphql, oidc, events and experience reach the database through domain/, not src/db directly ' +
        '(a type-only import of Db or a row type is fine).',
      severity: 'error',
      from: { path: outer },
      to: { path: '^src/db/', ...valueOnly },
    },
    {
      name: 'domain-imports-outer-layer',
      comment: 'domain/ holds the rules: no express, no graphql, and nothing from the layers that call it.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: ['^src/(rest|graphql|oidc|events|experience|console-host|app\\.ts|main\\.ts|start\\.ts)'] },
    },
    {
      name: 'transport-below-the-edge',
      comment: 'domain/ and db/ know nothing of the transport: no express, no graphql, no Apollo (not even their types).',
      severity: 'error',
      from: { path: '^src/(domain|db)/' },
      to: { path: 'node_modules/(@types/)?(express|graphql|graphql-[^/]+|@apollo/[^/]+|@as-integrations/[^/]+|@graphql-tools/[^/]+)/' },
    },
    {
      name: 'db-imports-upper-layer',
      comment: 'db/ is the bottom layer: it imports nothing from domain, rest, graphql, oidc, events or experience.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/(domain|rest|graphql|oidc|events|experience|console-host|app\\.ts|main\\.ts|start\\.ts)' },
    },
    // The floors of docs/architecture.md, type imports included (a type names the layer that owns
    // it, so importing one upward ties the layers as much as a value does). Each entry: a layer and
    // the layers above it, which it may not import.
    ...[
      ['net/', 'observability|db|notify|domain|connectors|services\\.ts|http|events|oidc|graphql|experience|rest'],
      ['observability/', 'db|notify|domain|connectors|services\\.ts|http|events|oidc|graphql|experience|rest'],
      ['db/', 'notify|domain|connectors|services\\.ts|http|events|oidc|graphql|experience|rest'],
      ['notify/', 'db|domain|connectors|services\\.ts|http|events|oidc|graphql|experience|rest'],
      ['domain/', 'services\\.ts|http|events|oidc|graphql|experience|rest'],
      ['connectors/', 'db|notify|domain|services\\.ts|http|events|oidc|graphql|experience|rest'],
      ['services\\.ts', 'connectors|http|events|oidc|graphql|experience|rest'],
      ['http/', 'connectors|services\\.ts|events|oidc|graphql|experience|rest'],
      ['events/', 'connectors|http|oidc|graphql|experience|rest'],
      ['oidc/', 'events|graphql|experience|rest'],
      ['graphql/', 'experience|rest'],
      ['experience/', 'graphql|rest'],
      ['rest/', 'experience'],
      // The domain's areas (docs/architecture.md, "The domain's areas"), bottom up.
      ['domain/[^/]+\\.ts$', 'domain/(directory|oauth|webhooks|sign-in|federation|instance)/'],
      ['domain/directory/', 'domain/(oauth|webhooks|sign-in|federation|instance)/'],
      ['domain/oauth/', 'domain/(webhooks|sign-in|federation|instance)/'],
      ['domain/webhooks/', 'domain/(oauth|sign-in|federation|instance)/'],
      ['domain/sign-in/', 'domain/(federation|instance)/'],
      ['domain/federation/', 'domain/instance/'],
    ].map(([layer, above]) => ({
      name: 'layer-imports-upper-layer',
      comment: `src/${layer.replace(/\\|\[\^\/\]\+|\$/g, '')} imports no layer above it (docs/architecture.md, "The layers"), not even a type.`,
      severity: 'error',
      from: { path: `^src/${layer}` },
      to: { path: `^src/(${above})`, pathNot: '^src/console/' },
    })),
    {
      name: 'migration-imports-src',
      comment: 'Migrations are frozen in time: they take Kysely<any> and import nothing from src/.',
      severity: 'error',
      from: { path: '^migrations/' },
      to: { path: '^src/' },
    },
    {
      name: 'sql-outside-db',
      comment: 'Only db/ and migrations/ build SQL: kysely values (sql``, Kysely, the dialects) stay there; ' + 'other layers may import its types.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/db/' },
      to: { path: 'node_modules/(kysely|kysely-[^/]+|pg|@electric-sql/pglite)/', ...valueOnly },
    },
    {
      name: 'console-is-a-separate-program',
      comment:
        'src/console is the browser app: it reaches the server only through /graphql and /oidc over HTTP, ' +
        'so it imports nothing from the server code, and the server imports nothing from it.',
      severity: 'error',
      from: { path: '^src/console/' },
      to: { path: '^(src/(?!console/)|migrations/)' },
    },
    {
      name: 'server-imports-console',
      comment: 'The server serves the built console (dist/console) as files; it does not import its sources.',
      severity: 'error',
      from: { path: '^(src/(?!console/)|migrations/)' },
      to: { path: '^src/console/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Read the TypeScript sources themselves, so that `import type` is seen as such.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
