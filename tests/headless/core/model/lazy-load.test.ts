// zod, the storage schemas and the wallet metadata schema load with an instance's mount (or its first action), not
// with the first chunk: the startup restore previews the saved session structurally and the schemas check
// it later (connection/saved-state-check.ts). esbuild keeps in the start-up chunk any module that
// the package root also reaches statically, so this fails as soon as a module on the start-up
// path imports zod, a schema file or the check again.
import { describe, expect, it } from 'vitest';
import { splitBundle } from '../../../support/bundle';

const HOOKS_APP = `export { createWalletDock, WalletDockProvider, useModal, useConnect, useAccount, useNetwork, useDisconnect, useConnectors } from './headless/index.ts';`;
const MODAL_APP = `${HOOKS_APP}\nexport { eip155Adapter } from './headless/index.ts';\nexport { ConnectButton, WalletDockModal } from './styled/index.ts';`;
const CHECK = [
  'headless/core/model/storage-schemas.ts',
  'headless/core/connection/saved-state-check.ts',
  // The schema an announced wallet is confirmed with before it is asked anything (eip155 connect and reconnect).
  'headless/core/adapters/wallet-metadata-schema.ts',
];
const isZod = (file: string) => file.startsWith('node_modules/zod/');

describe('zod loads lazily', () => {
  it.each([
    ['the connection hooks', HOOKS_APP],
    ['the drop-in modal', MODAL_APP],
  ])(
    'an app importing %s has zod and the storage schemas in its build, none of it at start-up',
    async (_name, contents) => {
      const { bundled, eager } = await splitBundle({
        contents,
        bundle: (path) => path === 'zod/mini' || path.startsWith('zod/'),
      });
      // The check and zod are in the build, behind the client's dynamic import...
      expect(CHECK.filter((file) => bundled.has(file))).toEqual(CHECK);
      expect([...bundled].some(isZod)).toBe(true);
      // ...and nothing of them is in what the app loads at start-up.
      expect(CHECK.filter((file) => eager.has(file))).toEqual([]);
      expect([...eager].filter(isZod)).toEqual([]);
    },
    60_000,
  );
});
