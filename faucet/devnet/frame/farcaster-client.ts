// A test Farcaster client: what the Farcaster app does when a user scans a Sign In With Farcaster QR code. It reads
// the channel's sign-in parameters from the relay, builds the SIWF message with auth-client's builder (statement,
// chain id 10 and the fid resource are the builder's), signs it with the fid's custody key and completes the
// channel at the relay. For tests and the development relay's page only.
import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client';
import type { LocalAccount } from 'viem';
import { DEV_FARCASTER_RELAY_KEY } from './farcaster-relay';

/** A Farcaster account of the devnet: its fid and the custody key registered for it. */
export interface FarcasterTestUser {
  fid: number;
  custody: LocalAccount;
  username?: string;
}

/**
 * Signs in `user` on the channel of `url` (the QR code's URL) at `relayUrl`. `signer` signs instead of the
 * custody key (an attack: a key that does not own the fid). Throws when the relay refuses.
 */
export async function completeFarcasterSignIn(o: {
  relayUrl: string;
  url: string;
  user: FarcasterTestUser;
  signer?: LocalAccount;
  authKey?: string;
}): Promise<void> {
  // Neither building nor completing reads the chain: the connector is there because the client type wants one.
  const ethereum = viemConnector({ rpcUrl: 'http://127.0.0.1:1' });
  const wallet = createWalletClient({ relay: o.relayUrl, ethereum });
  const parsed = wallet.parseSignInURI({ uri: o.url });
  if (parsed.isError) throw new Error(`not a sign-in URL: ${parsed.error?.message}`);
  const { channelToken } = parsed;
  const channel = await createAppClient({ relay: o.relayUrl, ethereum }).status({ channelToken });
  if (channel.isError || channel.response.status !== 202)
    throw new Error(`the channel is not open (relay answered ${channel.response?.status ?? channel.error?.message})`);
  const p = channel.data.signatureParams;
  const signer = o.signer ?? o.user.custody;
  const built = wallet.buildSignInMessage({
    address: signer.address,
    fid: o.user.fid,
    uri: p.siweUri,
    domain: p.domain,
    nonce: p.nonce ?? channel.data.nonce,
    ...(p.notBefore ? { notBefore: new Date(p.notBefore) } : {}),
    ...(p.expirationTime ? { expirationTime: new Date(p.expirationTime) } : {}),
    ...(p.requestId ? { requestId: p.requestId } : {}),
  });
  if (built.isError) throw new Error(`could not build the sign-in message: ${built.error?.message}`);
  const signature = await signer.signMessage({ message: built.message });
  const done = await wallet.authenticate({
    channelToken,
    authKey: o.authKey ?? DEV_FARCASTER_RELAY_KEY,
    message: built.message,
    signature,
    fid: o.user.fid,
    authMethod: 'custody',
    ...(o.user.username ? { username: o.user.username, displayName: o.user.username } : {}),
  });
  if (done.isError || done.response.status !== 201)
    throw new Error(`the relay refused the sign-in (${done.response?.status ?? done.error?.message})`);
}
