import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type DefaultTheme } from 'vitepress';
import { markdown } from './markdown';
import { renderForSearch } from './search-index';

// The reference pages are generated from the doc comments (`npm run docs:reference`, TypeDoc into docs/reference/,
// not committed) together with their sidebar.
const referenceSidebarFile = fileURLToPath(new URL('../reference/typedoc-sidebar.json', import.meta.url));
if (!existsSync(referenceSidebarFile)) {
  throw new Error(
    'docs/reference/ is missing: run `npm run docs` (or `npm run docs:reference` once before `npm run docs:dev`)',
  );
}
// A group without a page of its own (walletdock/compat, whose pages are its two subpaths) stays open: VitePress draws a
// collapsible group without a link as a button holding its caret's button, which axe reports as nested-interactive.
const expandLinkless = (items: DefaultTheme.SidebarItem[]): DefaultTheme.SidebarItem[] =>
  items.map((item) => {
    const children = item.items && expandLinkless(item.items);
    if (!children) return item;
    return item.link ? { ...item, items: children } : { ...item, items: children, collapsed: undefined };
  });
const referenceSidebar = expandLinkless(
  JSON.parse(readFileSync(referenceSidebarFile, 'utf8')) as DefaultTheme.SidebarItem[],
);

// Every group has room for what comes: a page is a file in its folder plus one line here.
const sidebar: DefaultTheme.Sidebar = [
  {
    text: 'Getting started',
    items: [
      { text: 'Introduction', link: '/guide/' },
      { text: 'Installation and peers', link: '/guide/installation' },
      { text: 'Vite', link: '/guide/vite' },
      { text: 'Next.js App Router', link: '/guide/nextjs-app-router' },
      { text: 'Next.js Pages Router', link: '/guide/nextjs-pages-router' },
      { text: 'With your own wagmi config', link: '/guide/own-wagmi-config' },
      { text: "Without wagmi's provider", link: '/guide/without-wagmi-provider' },
      { text: 'Run the local demo', link: '/guide/local-demo' },
      { text: 'Versions and the public API', link: '/guide/versioning' },
    ],
  },
  {
    text: 'Migrate',
    items: [
      { text: 'From RainbowKit', link: '/migrate/rainbowkit' },
      { text: 'From ConnectKit', link: '/migrate/connectkit' },
      { text: 'From AppKit', link: '/migrate/appkit' },
    ],
  },
  {
    text: 'Concepts',
    items: [
      { text: 'Namespaces and CAIP ids', link: '/concepts/namespaces' },
      { text: 'The instance and SSR', link: '/concepts/instance-and-ssr' },
      { text: 'Caching with TanStack Query', link: '/concepts/caching' },
      { text: 'Events', link: '/concepts/events' },
      { text: 'Errors', link: '/concepts/errors' },
      { text: 'Conventions of the codebase', link: '/concepts/conventions' },
      { text: 'Embedded wallet security', link: '/concepts/embedded-wallet-security' },
    ],
  },
  {
    text: 'Customize',
    items: [
      { text: 'Theming', link: '/customize/theming' },
      { text: 'Features', link: '/customize/features' },
      { text: 'Wallet lists and custom wallets', link: '/customize/wallets' },
      { text: 'Texts', link: '/customize/texts' },
      { text: 'Languages', link: '/customize/languages' },
      { text: 'Accessibility', link: '/accessibility' },
    ],
  },
  {
    text: 'Components',
    items: [
      { text: 'ConnectButton', link: '/components/connect-button' },
      { text: 'WalletDockModal', link: '/components/modal' },
    ],
  },
  {
    text: 'Hooks',
    items: [
      { text: 'All hooks', link: '/hooks/' },
      { text: 'Connection', link: '/hooks/connection' },
      { text: 'Wallet list', link: '/hooks/wallet-list' },
      { text: 'Modal, router, toast, theme', link: '/hooks/modal' },
      { text: 'Signing and transactions', link: '/hooks/wallet-actions' },
      { text: 'Batched and sponsored transactions', link: '/guide/transactions' },
      { text: 'Account data', link: '/hooks/account-data' },
      { text: 'Sign-in (SIWX)', link: '/hooks/sign-in' },
      { text: 'Send and receive', link: '/hooks/send' },
      { text: 'Swap', link: '/hooks/swap' },
      { text: 'Buy (on-ramp)', link: '/hooks/onramp' },
      { text: 'Names', link: '/hooks/names' },
      { text: 'Embedded wallet', link: '/hooks/embedded' },
      { text: 'Events and the instance', link: '/hooks/instance' },
    ],
  },
  {
    text: 'Server',
    items: [
      { text: 'Overview', link: '/server/' },
      { text: 'Blockchain API', link: '/server/blockchain-api' },
      { text: 'Wallet frame', link: '/server/wallet-frame' },
      { text: 'Faucet on a public chain', link: '/server/faucet' },
      { text: 'PostgreSQL and scale-out', link: '/server/postgresql' },
      { text: 'Operating the servers', link: '/server/operating' },
      { text: 'Environment variables', link: '/server/environment' },
    ],
  },
  {
    text: 'Recipes',
    items: [
      { text: 'Custom connect UI from hooks', link: '/recipes/custom-connect-ui' },
      { text: 'Sign-in with a backend', link: '/recipes/sign-in-with-backend' },
      { text: 'Send and swap panels in your UI', link: '/recipes/send-swap-panels' },
      { text: 'Accept a payment', link: '/recipes/accept-a-payment' },
      { text: 'Testing your app', link: '/recipes/testing' },
    ],
  },
  { text: 'API reference', link: '/reference/', collapsed: true, items: referenceSidebar },
];

export default defineConfig({
  title: 'walletdock',
  description: 'Headless-first, multi-chain wallet connection for React, with a drop-in modal.',
  lang: 'en-US',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/logo.svg' }]],
  // The site is served from a folder and from `npm start`: nothing depends on the host it is served from.
  cleanUrls: false,
  lastUpdated: false,
  themeConfig: {
    logo: { src: '/logo.svg', alt: '' },
    nav: [
      { text: 'Guide', link: '/guide/', activeMatch: '^/(guide|migrate|concepts|customize)/|^/accessibility' },
      { text: 'Hooks', link: '/hooks/', activeMatch: '^/hooks/' },
      { text: 'Components', link: '/components/connect-button', activeMatch: '^/components/' },
      { text: 'Server', link: '/server/', activeMatch: '^/server/' },
      { text: 'Recipes', link: '/recipes/custom-connect-ui', activeMatch: '^/recipes/' },
      { text: 'Reference', link: '/reference/', activeMatch: '^/reference/' },
    ],
    sidebar,
    // Minisearch in the browser: the index is built with the site, nothing is asked of a remote service.
    search: { provider: 'local', options: { _render: renderForSearch } },
    outline: { level: [2, 3] },
    // No "edit this page" and no social links: the site points nowhere off this machine.
  },
  markdown,
  vite: {
    resolve: {
      alias: [
        // The default theme's home page has no <main> landmark (its doc pages have one): the home page is wrapped in
        // one, so a screen reader's landmark list and "skip to main" reach it. Only the theme's own relative import is
        // replaced; the wrapper imports the original by its package path.
        {
          find: /^\.\/VPHome\.vue$/,
          replacement: fileURLToPath(new URL('./theme/components/HomeMain.vue', import.meta.url)),
        },
      ],
    },
  },
});
