// Italian catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication':
    'Si è verificato un problema all’avvio dell’autenticazione',
  'This application might not support Smart Accounts': 'Questa app potrebbe non supportare gli smart account',
  'Signature declined': 'Firma rifiutata',
  'Token Balance Unavailable': 'Saldo dei token non disponibile',
  'Failed to fetch transactions': 'Impossibile caricare le transazioni',
  'Network Not Found': 'Rete non trovata',
  'Invalid App Configuration': 'Configurazione dell’app non valida',
  'Network Error - Could not load embedded wallet': 'Errore di rete: impossibile caricare il wallet integrato',
  'Embedded Wallet Request Timed Out': 'Il wallet integrato non ha risposto in tempo',
  'Unverified Domain': 'Dominio non verificato',
  'Session Expired': 'Sessione scaduta',
  'Invalid Project ID': 'ID progetto non valido',
  'Project ID Not Configured': 'ID progetto non configurato',
  'Request was aborted': 'La richiesta è stata annullata',
  'Something went wrong': 'Qualcosa è andato storto',
  'An error occurred': 'Si è verificato un errore',
  'Requested RPC call is not allowed': 'La chiamata RPC richiesta non è consentita',
  'Action not allowed': 'Azione non consentita',
  'Please try again after {count} seconds': {
    one: 'Riprova tra {count} secondo',
    other: 'Riprova tra {count} secondi',
  },
  'HTTP status code: {status}': 'Codice di stato HTTP: {status}',
  'HTTP request failed.': 'Richiesta HTTP non riuscita.',
  'RPC Request failed.': 'Richiesta RPC non riuscita.',
  'Connection timeout. Please try again.': 'Connessione scaduta. Riprova.',
  'The request took too long to respond.': 'La richiesta ha impiegato troppo tempo a rispondere.',
  'Chain is not supported': 'Questa chain non è supportata',
  'Network not found': 'Rete non trovata',
  'Failed to disconnect': 'Disconnessione non riuscita',
  'Error resolving name': 'Impossibile risolvere il nome',
  'Error fetching name suggestions': 'Impossibile caricare i suggerimenti di nomi',
  'Error fetching names for address': 'Impossibile caricare i nomi dell’indirizzo',
  'Error registering name {name}': 'Impossibile registrare il nome {name}',
  'Names use letters, digits and hyphens, at least 4 characters':
    'I nomi usano lettere, cifre e trattini, con almeno 4 caratteri',
  'Names are at most {count} characters long': {
    one: 'I nomi hanno al massimo {count} carattere',
    other: 'I nomi hanno al massimo {count} caratteri',
  },
  'New names end in {current}; {legacy} names can no longer be registered':
    'I nuovi nomi terminano con {current}; i nomi {legacy} non si possono più registrare',
  'Names are not supported on {namespace}': 'I nomi non sono supportati su {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'I nomi richiedono un’API blockchain: imposta l’opzione blockchainApiUrl o un projectId',
  'Network not supported for Gas Price': 'Rete non supportata per il prezzo del gas',
  'Network not supported for Swaps': 'Rete non supportata per gli swap',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Gli swap richiedono un’API blockchain: imposta l’opzione blockchainApiUrl (o un projectId per quella ospitata)',
  'Choose the tokens to swap': 'Scegli i token da scambiare',
  'Choose two different tokens': 'Scegli due token diversi',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'Inserisci un importo maggiore di 0 con al massimo {count} decimale',
    other: 'Inserisci un importo maggiore di 0 con al massimo {count} decimali',
  },
  'Insufficient {symbol} balance': 'Saldo {symbol} insufficiente',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'Il prezzo ha superato la tolleranza di slippage del {slippage}%, quindi non è stato scambiato nulla. Controlla la nuova quotazione e riprova',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'Lo swap è stato annullato on-chain e non è stato scambiato nulla: il prezzo ha superato la tolleranza di slippage o la scadenza è passata',
  'The approval was reverted on chain': 'L’approvazione è stata annullata on-chain',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'La transazione {hash} non è ancora confermata: controllala nel block explorer',
  'Amount is required': 'Inserisci un importo',
  'Amount must be a number': 'L’importo deve essere un numero',
  'Amount must be greater than 0': 'L’importo deve essere maggiore di 0',
  '{symbol} has at most {count} decimal{s}': {
    one: '{symbol} ha al massimo {count} decimale',
    other: '{symbol} ha al massimo {count} decimali',
  },
  'Receiver address is required': 'Inserisci l’indirizzo del destinatario',
  'Invalid receiver address': 'Indirizzo del destinatario non valido',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Indirizzo del destinatario non valido: il checksum di maiuscole e minuscole non corrisponde',
  'Token is required': 'Scegli un token',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} è su un’altra rete: passa a quella rete per inviarlo',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'L’invio non è supportato su {namespace}: solo su eip155 e solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Fondi insufficienti: {symbol} non basta per l’importo e la commissione di rete',
  'Insufficient funds: not enough {symbol} for the amount': 'Fondi insufficienti: {symbol} non basta per l’importo',
  'Insufficient funds: not enough {symbol} for the network fee':
    'Fondi insufficienti: {symbol} non basta per la commissione di rete',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Importo troppo basso: un nuovo account deve ricevere almeno {minimum} per esistere',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Il saldo residuo scenderebbe sotto il minimo di {minimum} che un account deve mantenere: invia tutto o meno',
  'The transaction was reverted': 'La transazione è stata annullata',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Tempo scaduto in attesa della conferma della transazione «{hash}».',
  'This provider needs a blockchain API': 'Questo fornitore richiede un’API blockchain',
  'Buying crypto is not available in your region': 'L’acquisto di cripto non è disponibile nella tua zona',
  'The provider window was blocked: allow pop-ups and try again':
    'La finestra del fornitore è stata bloccata: consenti i pop-up e riprova',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Ogni chiamata richiede un indirizzo di destinazione 0x e i suoi dati devono iniziare con 0x',
  'The bundler rejected the user operation: {reason}': 'Il bundler ha rifiutato la user operation: {reason}',
  'No code is pending for this email. Request a new one.':
    'Nessun codice in sospeso per questa email. Richiedine uno nuovo.',
  'This code has expired. Request a new one.': 'Questo codice è scaduto. Richiedine uno nuovo.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'Codice non valido. Ti resta {count} tentativo.',
    other: 'Codice non valido. Ti restano {count} tentativi.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'Troppi codici errati. Riprova tra circa {count} minuto.',
    other: 'Troppi codici errati. Riprova tra circa {count} minuti.',
  },
  'Email cannot be sent right now. Please try again in a minute.':
    'Al momento non è possibile inviare l’email. Riprova tra un minuto.',
  'Could not send the email. Please try again.': 'Impossibile inviare l’email. Riprova.',
  'Too many requests. Please slow down.': 'Troppe richieste. Rallenta un po’.',
  'Not signed in': 'Accesso non effettuato',
  'Session expired': 'Sessione scaduta',
  'Please sign in again to use this wallet on this device.':
    'Accedi di nuovo per usare questo wallet su questo dispositivo.',
  'This account already has a wallet.': 'Questo account ha già un wallet.',
  'This account has no wallet yet.': 'Questo account non ha ancora un wallet.',
  'This device is not enrolled for this account.': 'Questo dispositivo non è registrato per questo account.',
  'This device is already enrolled.': 'Questo dispositivo è già registrato.',
  'The wallet key did not sign this enrollment.': 'La chiave del wallet non ha firmato questa registrazione.',
  'Sign-in with {provider} is not configured.': 'L’accesso con {provider} non è configurato.',
  'The sign-in could not be completed. Please try again.': 'Impossibile completare l’accesso. Riprova.',
  'This sign-in attempt has expired. Please start again.': 'Questo tentativo di accesso è scaduto. Ricomincia.',
  'This link has expired. Start the sign-in again.': 'Questo link è scaduto. Ripeti l’accesso.',
  'This email belongs to another account.': 'Questa email appartiene a un altro account.',
  'This is already your email.': 'Questa è già la tua email.',
  'No email change is pending.': 'Nessuna modifica dell’email in sospeso.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Questa richiesta di accesso con Farcaster è scaduta. Ricomincia.',
  'The Farcaster relay could not be reached. Please try again.':
    'Impossibile raggiungere il relay di Farcaster. Riprova.',
} satisfies CatalogueTable;
