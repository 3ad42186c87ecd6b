// French catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Un problème est survenu au lancement de la connexion',
  'This application might not support Smart Accounts':
    'Cette application ne prend peut-être pas en charge les comptes intelligents',
  'Signature declined': 'Signature refusée',
  'Token Balance Unavailable': 'Solde des jetons indisponible',
  'Failed to fetch transactions': 'Impossible de charger les transactions',
  'Network Not Found': 'Réseau introuvable',
  'Invalid App Configuration': 'Configuration de l’application non valide',
  'Network Error - Could not load embedded wallet':
    'Erreur réseau\u00a0: impossible de charger le portefeuille intégré',
  'Embedded Wallet Request Timed Out': 'Le portefeuille intégré n’a pas répondu à temps',
  'Unverified Domain': 'Domaine non vérifié',
  'Session Expired': 'Session expirée',
  'Invalid Project ID': 'ID de projet non valide',
  'Project ID Not Configured': 'ID de projet non configuré',
  'Request was aborted': 'La demande a été annulée',
  'Something went wrong': 'Une erreur s’est produite',
  'An error occurred': 'Une erreur est survenue',
  'Requested RPC call is not allowed': 'Cet appel RPC n’est pas autorisé',
  'Action not allowed': 'Action non autorisée',
  'Please try again after {count} seconds': {
    one: 'Veuillez réessayer dans {count} seconde',
    other: 'Veuillez réessayer dans {count} secondes',
  },
  'HTTP status code: {status}': 'Code d’état HTTP\u00a0: {status}',
  'HTTP request failed.': 'La requête HTTP a échoué.',
  'RPC Request failed.': 'La requête RPC a échoué.',
  'Connection timeout. Please try again.': 'Délai de connexion dépassé. Réessayez.',
  'The request took too long to respond.': 'La requête a mis trop de temps à répondre.',
  'Chain is not supported': 'Cette chaîne n’est pas prise en charge',
  'Network not found': 'Réseau introuvable',
  'Failed to disconnect': 'Échec de la déconnexion',
  'Error resolving name': 'Impossible de résoudre le nom',
  'Error fetching name suggestions': 'Impossible de charger les suggestions de noms',
  'Error fetching names for address': 'Impossible de charger les noms de cette adresse',
  'Error registering name {name}': 'Impossible d’enregistrer le nom {name}',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Les noms contiennent des lettres, des chiffres et des tirets, 4 caractères minimum',
  'Names are at most {count} characters long': {
    one: 'Les noms font au plus {count} caractère',
    other: 'Les noms font au plus {count} caractères',
  },
  'New names end in {current}; {legacy} names can no longer be registered':
    'Les nouveaux noms se terminent par {current}\u00a0; les noms {legacy} ne peuvent plus être enregistrés',
  'Names are not supported on {namespace}': 'Les noms ne sont pas pris en charge sur {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Les noms nécessitent une API blockchain\u00a0: définissez l’option blockchainApiUrl ou un projectId',
  'Network not supported for Gas Price': 'Réseau non pris en charge pour le prix du gaz',
  'Network not supported for Swaps': 'Réseau non pris en charge pour les échanges',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Les échanges nécessitent une API blockchain\u00a0: définissez l’option blockchainApiUrl (ou un projectId pour l’API hébergée)',
  'Choose the tokens to swap': 'Choisissez les jetons à échanger',
  'Choose two different tokens': 'Choisissez deux jetons différents',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'Saisissez un montant supérieur à 0 avec au plus {count} décimale',
    other: 'Saisissez un montant supérieur à 0 avec au plus {count} décimales',
  },
  'Insufficient {symbol} balance': 'Solde {symbol} insuffisant',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'Le prix a dépassé la tolérance de glissement de {slippage}\u00a0%\u00a0: rien n’a été échangé. Vérifiez le nouveau devis et réessayez',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'L’échange a été annulé sur la chaîne et rien n’a été échangé\u00a0: le prix a dépassé la tolérance de glissement ou le délai a expiré',
  'The approval was reverted on chain': 'L’autorisation a été annulée sur la chaîne',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'La transaction {hash} n’est pas encore confirmée\u00a0: vérifiez-la dans l’explorateur de blocs',
  'Amount is required': 'Le montant est obligatoire',
  'Amount must be a number': 'Le montant doit être un nombre',
  'Amount must be greater than 0': 'Le montant doit être supérieur à 0',
  '{symbol} has at most {count} decimal{s}': {
    one: '{symbol} a au plus {count} décimale',
    other: '{symbol} a au plus {count} décimales',
  },
  'Receiver address is required': 'L’adresse du destinataire est obligatoire',
  'Invalid receiver address': 'Adresse du destinataire non valide',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Adresse du destinataire non valide\u00a0: la somme de contrôle (majuscules et minuscules) ne correspond pas',
  'Token is required': 'Le jeton est obligatoire',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} est sur un autre réseau\u00a0: passez sur ce réseau pour l’envoyer',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'L’envoi n’est pas pris en charge sur {namespace}\u00a0: seuls eip155 et solana le sont',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Fonds insuffisants\u00a0: pas assez de {symbol} pour le montant et les frais de réseau',
  'Insufficient funds: not enough {symbol} for the amount':
    'Fonds insuffisants\u00a0: pas assez de {symbol} pour le montant',
  'Insufficient funds: not enough {symbol} for the network fee':
    'Fonds insuffisants\u00a0: pas assez de {symbol} pour les frais de réseau',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Montant trop faible\u00a0: un nouveau compte doit recevoir au moins {minimum} pour exister',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Le solde restant passerait sous le minimum de {minimum} qu’un compte doit garder\u00a0: envoyez tout ou moins',
  'The transaction was reverted': 'La transaction a été annulée',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Délai dépassé en attendant la confirmation de la transaction «\u00a0{hash}\u00a0».',
  'This provider needs a blockchain API': 'Ce fournisseur nécessite une API blockchain',
  'Buying crypto is not available in your region': 'L’achat de crypto n’est pas disponible dans votre région',
  'The provider window was blocked: allow pop-ups and try again':
    'La fenêtre du fournisseur a été bloquée\u00a0: autorisez les fenêtres pop-up et réessayez',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Chaque appel nécessite une adresse cible 0x, et ses données doivent commencer par 0x',
  'The bundler rejected the user operation: {reason}': 'Le bundler a refusé l’opération utilisateur\u00a0: {reason}',
  'No code is pending for this email. Request a new one.':
    'Aucun code en attente pour cet e-mail. Demandez-en un nouveau.',
  'This code has expired. Request a new one.': 'Ce code a expiré. Demandez-en un nouveau.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'Code incorrect. Encore {count} essai.',
    other: 'Code incorrect. Encore {count} essais.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'Trop de codes incorrects. Réessayez dans environ {count} minute.',
    other: 'Trop de codes incorrects. Réessayez dans environ {count} minutes.',
  },
  'Email cannot be sent right now. Please try again in a minute.':
    'Impossible d’envoyer l’e-mail pour le moment. Réessayez dans une minute.',
  'Could not send the email. Please try again.': 'Impossible d’envoyer l’e-mail. Veuillez réessayer.',
  'Too many requests. Please slow down.': 'Trop de demandes. Veuillez patienter un peu.',
  'Not signed in': 'Non connecté',
  'Session expired': 'Session expirée',
  'Please sign in again to use this wallet on this device.':
    'Reconnectez-vous pour utiliser ce portefeuille sur cet appareil.',
  'This account already has a wallet.': 'Ce compte a déjà un portefeuille.',
  'This account has no wallet yet.': 'Ce compte n’a pas encore de portefeuille.',
  'This device is not enrolled for this account.': 'Cet appareil n’est pas enregistré pour ce compte.',
  'This device is already enrolled.': 'Cet appareil est déjà enregistré.',
  'The wallet key did not sign this enrollment.': 'La clé du portefeuille n’a pas signé cet enregistrement.',
  'Sign-in with {provider} is not configured.': 'La connexion avec {provider} n’est pas configurée.',
  'The sign-in could not be completed. Please try again.': 'La connexion n’a pas pu aboutir. Veuillez réessayer.',
  'This sign-in attempt has expired. Please start again.':
    'Cette tentative de connexion a expiré. Veuillez recommencer.',
  'This link has expired. Start the sign-in again.': 'Ce lien a expiré. Recommencez la connexion.',
  'This email belongs to another account.': 'Cet e-mail appartient à un autre compte.',
  'This is already your email.': 'C’est déjà votre e-mail.',
  'No email change is pending.': 'Aucun changement d’e-mail en attente.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Cette demande de connexion Farcaster a expiré. Veuillez recommencer.',
  'The Farcaster relay could not be reached. Please try again.':
    'Le relais Farcaster est injoignable. Veuillez réessayer.',
} satisfies CatalogueTable;
