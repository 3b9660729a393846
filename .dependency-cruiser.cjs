/** The import arrows of docs/architecture.md; `npm run check` fails when one is broken. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'packages/core imports nothing of ours and no Node I/O',
      severity: 'error',
      from: { path: '^packages/core/src' },
      to: { path: '^(packages/(esx|esx-archive|contracts)|apps)/|^(fs|node:fs|http|node:http|child_process|node:child_process)$' },
    },
    {
      name: 'contracts-only-zod',
      severity: 'error',
      from: { path: '^packages/contracts/src' },
      to: { path: '^(packages/(core|esx|esx-archive)|apps)/' },
    },
    {
      name: 'agent-only-contracts',
      comment: 'the survey agent runs on survey devices: it talks to the server over HTTP and shares only the contract',
      severity: 'error',
      from: { path: '^apps/agent/' },
      to: { path: '^(packages/(core|esx|esx-archive)|apps/(server|web|e2e))/' },
    },
    {
      name: 'esx-not-apps',
      severity: 'error',
      from: { path: '^packages/esx(-archive)?/src' },
      to: { path: '^apps/' },
    },
    {
      name: 'esx-model-no-node',
      comment: 'the model package runs in the page (docs/decisions/0026): no Node built-in',
      severity: 'error',
      from: { path: '^packages/esx/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'esx-model-not-archive',
      comment: 'the archive package builds on the model, never the other way round',
      severity: 'error',
      from: { path: '^packages/esx/src' },
      to: { path: '^packages/esx-archive/' },
    },
    {
      name: 'web-not-node',
      comment: 'the web uses the model package, never the Node-only archive package or the server (docs/decisions/0026)',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: { path: '^(apps/(server|e2e)|packages/esx-archive)/' },
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
      name: 'server-below-composition',
      comment:
        'the composition root (main.ts, composition/) sits above every module and the http layer: they build on the module contract (module-contract/), never on the root that composes them',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/(main\\.ts$|composition/|testing/)' },
      to: { path: '^apps/server/src/(main\\.ts$|composition/)' },
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
