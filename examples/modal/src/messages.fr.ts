/** A partial French table for the modal (`?lang=fr`): a translation is data only. */
import type { Messages } from 'walletdock/styled';

export const fr: Partial<Messages> = {
  connectButton: 'Connecter le portefeuille',
  connectTitle: 'Connecter un portefeuille',
  allWalletsEntry: 'Tous les portefeuilles',
  allWalletsTitle: 'Tous les portefeuilles',
  installedTag: 'Installé',
  closeLabel: 'Fermer',
  backLabel: 'Retour',
  accountTitle: 'Compte',
  disconnect: 'Déconnecter',
};
