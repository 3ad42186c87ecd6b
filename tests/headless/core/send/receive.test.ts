// Payment requests: EIP-681 and Solana Pay URIs, and their QR data (read back by a QR decoder).
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { canReceiveOn, paymentUri, qrData } from 'walletdock/utils';

const evm = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const sol = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const usdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('paymentUri', () => {
  it.each([
    [
      'eip155 native (EIP-681, checksummed, chain id)',
      { address: evm, caipNetwork: { chainNamespace: 'eip155', id: 33322 } },
      'ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@33322',
    ],
    [
      'eip155 token (its transfer call)',
      {
        address: evm,
        token: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
        caipNetwork: { chainNamespace: 'eip155', id: 1 },
      },
      'ethereum:0x5FbDB2315678afecb367f032d93F642f64180aa3@1/transfer?address=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ],
    [
      'solana native (Solana Pay)',
      { address: sol, caipNetwork: { chainNamespace: 'solana', id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } },
      `solana:${sol}`,
    ],
    [
      'solana token',
      {
        address: sol,
        token: usdcMint,
        caipNetwork: { chainNamespace: 'solana', id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      },
      `solana:${sol}?spl-token=${usdcMint}`,
    ],
  ] as const)('%s', (_label, request, uri) => {
    expect(paymentUri(request)).toBe(uri);
  });

  it('refuses namespaces that cannot receive here', () => {
    expect(() =>
      paymentUri({
        address: 'bc1q…',
        caipNetwork: { chainNamespace: 'bip122', id: '000000000019d6689c085ae165831e93' },
      }),
    ).toThrow('Sending is not supported on bip122: only eip155 and solana are sendable');
    expect([canReceiveOn({ chainNamespace: 'eip155' }), canReceiveOn({ chainNamespace: 'bip122' })]).toEqual([
      true,
      false,
    ]);
  });
});

describe('qrData', () => {
  it('is a square of modules that a QR reader decodes back to the URI', async () => {
    const uri = paymentUri({ address: evm, caipNetwork: { chainNamespace: 'eip155', id: 33322 } });
    const qr = await qrData(uri);
    expect(qr.modules).toHaveLength(qr.size * qr.size);
    // Draw it (4 px per module, a 4-module quiet zone) and read it with jsQR.
    const scale = 4;
    const side = (qr.size + 8) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    qr.modules.forEach((dark, i) => {
      if (!dark) return;
      const [row, col] = [Math.floor(i / qr.size) + 4, (i % qr.size) + 4];
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++)
          pixels.fill(
            0,
            ((row * scale + y) * side + col * scale + x) * 4,
            ((row * scale + y) * side + col * scale + x) * 4 + 3,
          );
    });
    expect(jsQR(pixels, side, side)?.data).toBe(uri);
  });
});
