/**
 * Modal-local navigation for panels the router has no view for (Networks: the headless router's
 * ROUTER_VIEWS has no such view). The header's back button closes the panel first.
 */
import { createContext, useContext } from 'react';

/** A panel shown over the router's current view. */
export type LocalPanel = 'Networks';

/** The local panel and its setter. */
export interface ModalNav {
  panel: LocalPanel | undefined;
  setPanel(panel: LocalPanel | undefined): void;
}

const NavContext = createContext<ModalNav>({ panel: undefined, setPanel: () => undefined });

/** Provides the local panel state. */
export const ModalNavProvider = NavContext.Provider;

/** The local panel state of the modal. */
export function useModalNav(): ModalNav {
  return useContext(NavContext);
}
