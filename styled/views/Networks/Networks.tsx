/** Networks: pick the active network of the connected wallet; back to Account when switched. */
import { useRouterActions } from 'walletdock';
import { view } from '../../theme/root.css';
import { NetworkList } from './NetworkList';

/** The Networks view. */
export function Networks() {
  const { goBack } = useRouterActions();
  return (
    <div className={view} data-view="Networks">
      <NetworkList onSwitched={goBack} />
    </div>
  );
}
