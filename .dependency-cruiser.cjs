// The direction of imports between headless/core's folders, checked by `npm run check:layers` (dependency-cruiser)
// on every CI run (.ci/run, beside check:cycles); and, below the floors' rules, that the apps (faucet/, examples/)
// use the package only by its public names and that the wallet frame's page never imports its server.
//
// Core is a house of floors: a folder imports only folders on floors below its own, never one above, never one
// beside it. From the ground up:
// - model/: what every part shares (CAIP ids, networks, errors and their texts, storage, the store, entities);
// - i18n/: the locale of an instance, Intl formatting and the catalogue's translations (over model alone);
// - namespaces/: one plugin per namespace, over model alone, so anything above may ask the registry;
// - api/: the HTTP helper and the hosted APIs' identity;
// - adapters/: the chain adapter contract and the wallet adapters (they use the namespaces' networks and rules);
// - modal/: the router, the modal's open/close rules, toasts and the theme;
// - connection/: connectors, connect/disconnect and the connection state (over adapters and the modal's stores);
// - directory/: the wallet directory and the wallet list (which orders the connectors);
// - analytics/: tracked events to the hosted analytics (whose switch the directory client reads);
// - instance/: DockCore, the instance as every capability reads it (connection, modal, storage, events);
// - the capabilities over an instance: siwx/, account-data/, embedded/, onramp/, smart-account/;
// - the capabilities over those: walletconnect/ (one-click sign-in), names/, send/, swap/ (account data), calls/
//   (EIP-5792 batches from any connector);
// - account/: what an account view offers on a network (Send, Receive, Swap, Buy, a name), over the capabilities
//   that serve each; pay/ beside it (a payment's routes are Send's transfer, Swap's conversions and EIP-5792 calls);
// - dock/: createWalletDock and the WalletDock type, which assemble everything below. Nothing imports it, so a
//   capability never depends on the whole instance, only on the DockCore it reads.
// Type-only imports count too: a type names the floor it comes from as surely as a value does.
const FLOORS = [
  ['model'],
  ['i18n'],
  ['namespaces'],
  ['api'],
  ['adapters'],
  ['modal'],
  ['connection'],
  ['directory'],
  ['analytics'],
  ['instance'],
  ['siwx', 'account-data', 'embedded', 'onramp', 'smart-account'],
  ['walletconnect', 'names', 'send', 'swap', 'calls'],
  ['account', 'pay'],
  ['dock'],
];

// The source files of the public subpaths: the only files of the package the apps may import.
const { subpaths } = require('./headless/subpaths.json');
const escapeDots = (path) => path.replace(/[.]/g, '\\.');
const publicFiles = `^(${[...Object.values(subpaths).map(({ source }) => source), 'headless/subpaths.json'].map(escapeDots).join('|')})$`;

const folder = (name) => `^headless/core/${name}/`;
const anyOf = (names) => `^headless/core/(${names.join('|')})/`;

const layerRules = FLOORS.flatMap((floor, index) => {
  const above = FLOORS.slice(index + 1).flat();
  return floor
    .map((name) => {
      const beside = floor.filter((other) => other !== name);
      const forbidden = [...above, ...beside];
      return {
        name: `core-${name}-imports-down`,
        comment: `headless/core/${name}/ may import only folders on lower floors (.dependency-cruiser.cjs says which and why).`,
        severity: 'error',
        from: { path: folder(name) },
        to: { path: anyOf(forbidden) },
      };
    })
    .filter((rule) => rule.to.path !== '^headless/core/()/');
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'core-is-framework-free',
      comment:
        'headless/core/ imports no React, no view and no server code: hooks, the modal and the servers build on it.',
      severity: 'error',
      from: { path: '^headless/core/' },
      to: { path: '^(headless/(react|server|testing)/|styled/)' },
    },
    {
      name: 'apps-import-public-names',
      comment:
        'faucet/ and examples/ import the package by its public names (walletdock, walletdock/…) or their own code, never a file inside it.',
      severity: 'error',
      from: { path: '^(faucet|examples)/' },
      // The files the public names resolve to (headless/subpaths.json), and that list itself (their Vite configs read it).
      to: { path: '^(headless|styled)/', pathNot: publicFiles },
    },
    {
      name: 'frame-page-is-not-the-server',
      comment:
        "The wallet frame's page is browser code on its own origin: it knows the server by its HTTP API (api-schemas.ts), never its Node modules.",
      severity: 'error',
      from: { path: '^headless/server/frame/page/' },
      to: { path: '^headless/server/frame/server/' },
    },
    {
      name: 'every-core-folder-has-a-floor',
      comment:
        'A new folder in headless/core/ gets its floor in FLOORS (.dependency-cruiser.cjs) before it is imported.',
      severity: 'error',
      from: { path: '^headless/' },
      to: { path: '^headless/core/[^/]+/', pathNot: anyOf(FLOORS.flat()) },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
