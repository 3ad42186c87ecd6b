// The session channel between tabs is a boundary: any script of the origin can post on it. What arrives is parsed, and
// only a message of the known shapes reaches the instance; a closed channel hands nothing on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTabChannel, type TabChannel, type TabMessage } from '../../../../headless/core/connection/tab-channel';

const NAME = '@walletdock-test/session';
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

function listen(): { channel: TabChannel; received: TabMessage[] } {
  const received: TabMessage[] = [];
  const channel = openTabChannel(NAME, (message) => received.push(message));
  if (!channel) throw new Error('BroadcastChannel is missing');
  opened.push(channel);
  return { channel, received };
}

function otherTab(): BroadcastChannel {
  const channel = new BroadcastChannel(NAME);
  opened.push(channel);
  return channel;
}

describe('the session channel between tabs', () => {
  it('hands on the known messages of another tab and drops every other shape, saying so once for each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { received } = listen();
    const other = otherTab();
    for (const hostile of [
      null,
      'disconnected',
      { kind: 'disconnected' },
      { kind: 'disconnected', namespaces: 'eip155' },
      { kind: 'disconnected', namespaces: ['evm'] },
      { kind: 'disconnected', namespaces: Array.from({ length: 10_000 }, () => 'eip155') },
      { kind: 'connected', namespace: { toString: 'eip155' } },
      { kind: 'reset', namespace: 'eip155' },
      { kind: 'changed', namespace: 'evm' },
      { kind: 'changed' },
    ])
      other.postMessage(hostile);
    other.postMessage({ kind: 'connected', namespace: 'solana' });
    other.postMessage({ kind: 'disconnected', namespaces: ['eip155', 'solana'] });
    other.postMessage({ kind: 'changed', namespace: 'eip155' });
    await vi.waitFor(() => expect(received).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 100)); // nothing else comes after them
    expect(received).toEqual([
      { kind: 'connected', namespace: 'solana' },
      { kind: 'disconnected', namespaces: ['eip155', 'solana'] },
      { kind: 'changed', namespace: 'eip155' },
    ]);
    expect(warn).toHaveBeenCalledTimes(10);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/walletdock: ignored a message on the session channel/);
    warn.mockRestore();
  });

  it('posts to the other tabs, not to itself; once closed it neither posts nor receives', async () => {
    const first = listen();
    const second = listen();
    first.channel.post({ kind: 'connected', namespace: 'eip155' });
    await vi.waitFor(() => expect(second.received).toEqual([{ kind: 'connected', namespace: 'eip155' }]));
    expect(first.received).toEqual([]);

    second.channel.close();
    first.channel.post({ kind: 'disconnected', namespaces: ['eip155'] });
    first.channel.close();
    first.channel.post({ kind: 'disconnected', namespaces: ['solana'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.received).toEqual([{ kind: 'connected', namespace: 'eip155' }]);
  });
});
