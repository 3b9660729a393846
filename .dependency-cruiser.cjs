/** The import arrows of docs/architecture.md; `npm run check` fails when one is broken. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'packages/core imports nothing of ours and no Node I/O',
      severity: 'error',
      from: { path: '^packages/core/src' },
      to: { path: '^(packages/(esx|contracts)|apps)/|^(fs|node:fs|http|node:http|child_process|node:child_process)$' },
    },
    {
      name: 'contracts-only-zod',
      severity: 'error',
      from: { path: '^packages/contracts/src' },
      to: { path: '^(packages/(core|esx)|apps)/' },
    },
    {
      name: 'agent-only-contracts',
      comment: 'the survey agent runs on survey devices: it talks to the server over HTTP and shares only the contract',
      severity: 'error',
      from: { path: '^apps/agent/' },
      to: { path: '^(packages/(core|esx)|apps/(server|web|e2e))/' },
    },
    {
      name: 'esx-not-apps',
      severity: 'error',
      from: { path: '^packages/esx/src' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-not-server',
      comment: 'the web may use only the browser-safe entry of esx (@airscope/esx/model, docs/decisions/0004)',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: { path: '^(apps/(server|e2e)|packages/esx)/', pathNot: '^packages/esx/src/browser-model\\.ts$' },
    },
    {
      name: 'esx-model-browser-safe',
      comment: 'nothing reachable from the browser entry of esx may read archives or need Node at runtime',
      severity: 'error',
      from: { path: '^packages/esx/src/browser-model\\.ts$' },
      to: {
        reachable: true,
        path: '^(node:|fs$|zlib$|buffer$|stream$|crypto$)|node_modules/(yauzl|yazl)/|^packages/esx/src/(read-esx|write-esx|open-zip-archive|read-zip|read-archive|survey-csv/)',
      },
    },
    {
      name: 'feature-not-feature',
      comment: 'a web feature never imports another feature; src/app composes them',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'server-repository-private',
      comment:
        "a module's repositories are its own: other modules go through its services, so its rules and authorisation cannot be skipped",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.repository\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'server-repository-outside-modules',
      comment: 'each module wires its own repositories into its services (its *.module.ts); nothing outside the modules imports one',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.repository\\.ts$' },
    },
    {
      name: 'server-composition-through-module-descriptors',
      comment:
        "the composition root (main.ts, composition/) builds each module from its *.module.ts (or public index.ts) and nothing else of it, so a module's wiring lives in the module",
      severity: 'error',
      from: { path: '^apps/server/src/(main\\.ts$|composition/)' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/([^/]+\\.module|index)\\.ts$' },
    },
    {
      name: 'server-projects-repository-only-in-projects',
      comment:
        'everything else, the composition root included, reaches projects through the projects services (projects.service, project-model.service)',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/projects/' },
      to: { path: '^apps/server/src/modules/projects/projects\\.repository\\.ts$' },
    },
    {
      name: 'server-module-internals',
      comment: "a module uses another only through that module's services or its public index.ts; test fixtures may reach further",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.fixture\\.ts$|-testing\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/([^/]+\\.service|index)\\.ts$'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.test\\.tsx?$|/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
