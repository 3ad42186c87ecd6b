/** Networks: pick the active network of the connected wallet; back to Account when switched. */
import { view } from '../../theme/root.css';
import { useModalNav } from '../../components/nav';
import { NetworkList } from './NetworkList';

/** The Networks panel. */
export function Networks() {
  const nav = useModalNav();
  return (
    <div className={view} data-view="Networks">
      <NetworkList onSwitched={() => nav.setPanel(undefined)} />
    </div>
  );
}
