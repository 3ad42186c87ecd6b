// useReceive with the EIP-6963 test wallet on the devnet: the connected address as text, as an EIP-681
// request (a token as its transfer call) and as QR data, the namespace's networks, the tokens it lists.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { useConnect } from 'walletdock';
import { useReceive } from 'walletdock/send';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

const { token } = inject('contracts');
afterEach(cleanup);

describe('useReceive', () => {
  it('is empty before a connection, then gives the address, its EIP-681 URI, QR data, networks and tokens', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock({ tokens: { 'eip155:33322': { address: token } } });
    const { result } = renderHook(
      () => ({ connect: useConnect(), receive: useReceive(), asToken: useReceive({ token }) }),
      { wrapper: wrapperFor(dock) },
    );
    await act(() => dock.ready);
    expect(result.current.receive).toMatchObject({ address: undefined, uri: undefined, networks: [] });
    expect(result.current.receive.qr.fetchStatus).toBe('idle');

    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await waitFor(() => expect(result.current.receive.qr.data).toBeDefined());
    const { receive, asToken } = result.current;
    expect(receive.address).toBe(wallet.address);
    expect(receive.uri).toBe(`ethereum:${wallet.address}@33322`);
    expect(asToken.uri).toBe(`ethereum:${token}@33322/transfer?address=${wallet.address}`);
    expect(receive.qr.data).toMatchObject({ text: receive.uri, size: expect.any(Number) });
    expect(receive.qr.data!.modules).toHaveLength(receive.qr.data!.size ** 2);
    expect(receive.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:33322', 'eip155:33323']);
    await waitFor(() => expect(result.current.receive.tokens?.map((t) => t.symbol)).toEqual(['AVENT', 'TEST']));
  });
});
