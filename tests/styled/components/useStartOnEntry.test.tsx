// When a connecting view starts its request (styled/components/useStartOnEntry.ts): once per key, and under
// StrictMode only after React's simulated unmount and remount, so the store subscription that reports the request's
// outcome (useMutation's, in the views) is the one that stays. Started in the first effect run, a mutation of
// @tanstack/react-query 5.90 lost its observer in the simulated unmount and the modal stayed open after a connect.
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStartOnEntry } from '../../../styled/components/useStartOnEntry';

afterEach(cleanup);

/** What happened, in order: the view's store subscriptions and its starts. */
function recorder() {
  const log: string[] = [];
  const subscribe = () => {
    log.push('subscribe');
    return () => void log.push('unsubscribe');
  };
  function View({ id }: { id: string | undefined }) {
    useSyncExternalStore(subscribe, () => 0);
    useStartOnEntry(id, () => log.push(`start ${id}`));
    return null;
  }
  return { log, View };
}

const settle = () => act(async () => {});

describe('useStartOnEntry', () => {
  it('under StrictMode starts once, after the simulated remount, while the subscription that stays is live', async () => {
    const { log, View } = recorder();
    render(
      <StrictMode>
        <View id="io.metamask" />
      </StrictMode>,
    );
    await settle();
    expect(log).toEqual(['subscribe', 'unsubscribe', 'subscribe', 'start io.metamask']);
  });

  it('starts again for a new key, never twice for one, and not for an undefined key', async () => {
    const { log, View } = recorder();
    const { rerender } = render(<View id={undefined} />);
    await settle();
    rerender(<View id="io.metamask" />);
    await settle();
    rerender(<View id="io.metamask" />);
    await settle();
    rerender(<View id="io.rabby" />);
    await settle();
    expect(log.filter((entry) => entry.startsWith('start'))).toEqual(['start io.metamask', 'start io.rabby']);
  });

  it('does not start for a view closed before it settled', async () => {
    const { log, View } = recorder();
    const { unmount } = render(<View id="io.metamask" />);
    unmount();
    await settle();
    expect(log).toEqual(['subscribe', 'unsubscribe']);
  });
});
