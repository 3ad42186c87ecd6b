// German catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Beim Starten der Anmeldung ist ein Problem aufgetreten',
  'This application might not support Smart Accounts': 'Diese App unterstützt Smart Accounts möglicherweise nicht',
  'Signature declined': 'Signatur abgelehnt',
  'Token Balance Unavailable': 'Token-Guthaben nicht verfügbar',
  'Failed to fetch transactions': 'Transaktionen konnten nicht geladen werden',
  'Network Not Found': 'Netzwerk nicht gefunden',
  'Invalid App Configuration': 'Ungültige App-Konfiguration',
  'Network Error - Could not load embedded wallet':
    'Netzwerkfehler – die eingebettete Wallet konnte nicht geladen werden',
  'Embedded Wallet Request Timed Out': 'Zeitüberschreitung bei der eingebetteten Wallet',
  'Unverified Domain': 'Nicht verifizierte Domain',
  'Session Expired': 'Sitzung abgelaufen',
  'Invalid Project ID': 'Ungültige Projekt-ID',
  'Project ID Not Configured': 'Projekt-ID nicht konfiguriert',
  'Request was aborted': 'Anfrage wurde abgebrochen',
  'Something went wrong': 'Etwas ist schiefgelaufen',
  'An error occurred': 'Ein Fehler ist aufgetreten',
  'Requested RPC call is not allowed': 'Der angefragte RPC-Aufruf ist nicht erlaubt',
  'Action not allowed': 'Aktion nicht erlaubt',
  'Please try again after {count} seconds': {
    one: 'Bitte versuchen Sie es in {count} Sekunde erneut',
    other: 'Bitte versuchen Sie es in {count} Sekunden erneut',
  },
  'HTTP status code: {status}': 'HTTP-Statuscode: {status}',
  'HTTP request failed.': 'HTTP-Anfrage fehlgeschlagen.',
  'RPC Request failed.': 'RPC-Anfrage fehlgeschlagen.',
  'Connection timeout. Please try again.': 'Zeitüberschreitung der Verbindung. Bitte versuchen Sie es erneut.',
  'The request took too long to respond.': 'Die Anfrage hat zu lange gedauert.',
  'Chain is not supported': 'Diese Chain wird nicht unterstützt',
  'Network not found': 'Netzwerk nicht gefunden',
  'Failed to disconnect': 'Trennen fehlgeschlagen',
  'Error resolving name': 'Name konnte nicht aufgelöst werden',
  'Error fetching name suggestions': 'Namensvorschläge konnten nicht geladen werden',
  'Error fetching names for address': 'Namen für die Adresse konnten nicht geladen werden',
  'Error registering name {name}': '{name} konnte nicht registriert werden',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Namen bestehen aus Buchstaben, Ziffern und Bindestrichen, mindestens 4 Zeichen',
  'Names are at most {count} characters long': {
    one: 'Namen sind höchstens {count} Zeichen lang',
    other: 'Namen sind höchstens {count} Zeichen lang',
  },
  'New names end in {current}; {legacy} names can no longer be registered':
    'Neue Namen enden auf {current}; {legacy}-Namen können nicht mehr registriert werden',
  'Names are not supported on {namespace}': 'Namen werden auf {namespace} nicht unterstützt',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Namen brauchen eine Blockchain-API: Setzen Sie die Option blockchainApiUrl oder eine projectId',
  'Network not supported for Gas Price': 'Netzwerk wird für Gaspreise nicht unterstützt',
  'Network not supported for Swaps': 'Netzwerk wird für Swaps nicht unterstützt',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Swaps brauchen eine Blockchain-API: Setzen Sie die Option blockchainApiUrl (oder eine projectId für die gehostete)',
  'Choose the tokens to swap': 'Wählen Sie die Token für den Swap',
  'Choose two different tokens': 'Wählen Sie zwei verschiedene Token',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'Geben Sie einen Betrag über 0 mit höchstens {count} Nachkommastelle ein',
    other: 'Geben Sie einen Betrag über 0 mit höchstens {count} Nachkommastellen ein',
  },
  'Insufficient {symbol} balance': 'Nicht genug {symbol}',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'Der Preis hat sich um mehr als die Slippage-Toleranz von {slippage} % bewegt, daher wurde nichts getauscht. Prüfen Sie das neue Angebot und versuchen Sie es erneut',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'Der Swap wurde on-chain rückgängig gemacht, es wurde nichts getauscht: Der Preis hat die Slippage-Toleranz überschritten oder die Frist ist abgelaufen',
  'The approval was reverted on chain': 'Die Freigabe wurde on-chain rückgängig gemacht',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'Transaktion {hash} ist noch nicht bestätigt: Prüfen Sie sie im Block-Explorer',
  'Amount is required': 'Betrag fehlt',
  'Amount must be a number': 'Der Betrag muss eine Zahl sein',
  'Amount must be greater than 0': 'Der Betrag muss größer als 0 sein',
  '{symbol} has at most {count} decimal{s}': {
    one: '{symbol} hat höchstens {count} Nachkommastelle',
    other: '{symbol} hat höchstens {count} Nachkommastellen',
  },
  'Receiver address is required': 'Empfängeradresse fehlt',
  'Invalid receiver address': 'Ungültige Empfängeradresse',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Ungültige Empfängeradresse: Die Prüfsumme der Groß- und Kleinschreibung stimmt nicht',
  'Token is required': 'Token fehlt',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} liegt in einem anderen Netzwerk: Wechseln Sie in dieses Netzwerk, um es zu senden',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'Senden wird auf {namespace} nicht unterstützt: nur eip155 und solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Guthaben reicht nicht: zu wenig {symbol} für Betrag und Netzwerkgebühr',
  'Insufficient funds: not enough {symbol} for the amount': 'Guthaben reicht nicht: zu wenig {symbol} für den Betrag',
  'Insufficient funds: not enough {symbol} for the network fee':
    'Guthaben reicht nicht: zu wenig {symbol} für die Netzwerkgebühr',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Betrag zu klein: Ein neues Konto muss mindestens {minimum} erhalten',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Das restliche Guthaben läge unter dem Mindestbestand von {minimum}: Senden Sie alles oder weniger',
  'The transaction was reverted': 'Die Transaktion wurde rückgängig gemacht',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Zeitüberschreitung beim Warten auf die Bestätigung der Transaktion „{hash}“.',
  'This provider needs a blockchain API': 'Dieser Anbieter braucht eine Blockchain-API',
  'Buying crypto is not available in your region': 'Der Kauf von Krypto ist in Ihrer Region nicht verfügbar',
  'The provider window was blocked: allow pop-ups and try again':
    'Das Fenster des Anbieters wurde blockiert: Erlauben Sie Pop-ups und versuchen Sie es erneut',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Jeder Aufruf braucht eine 0x-Zieladresse, und seine Daten müssen mit 0x beginnen',
  'The bundler rejected the user operation: {reason}': 'Der Bundler hat die User Operation abgelehnt: {reason}',
  'No code is pending for this email. Request a new one.':
    'Für diese E-Mail ist kein Code offen. Fordern Sie einen neuen an.',
  'This code has expired. Request a new one.': 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'Ungültiger Code. Noch {count} Versuch.',
    other: 'Ungültiger Code. Noch {count} Versuche.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'Zu viele falsche Codes. Versuchen Sie es in etwa {count} Minute erneut.',
    other: 'Zu viele falsche Codes. Versuchen Sie es in etwa {count} Minuten erneut.',
  },
  'Email cannot be sent right now. Please try again in a minute.':
    'Die E-Mail kann gerade nicht gesendet werden. Bitte versuchen Sie es in einer Minute erneut.',
  'Could not send the email. Please try again.':
    'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'Too many requests. Please slow down.': 'Zu viele Anfragen. Bitte etwas langsamer.',
  'Not signed in': 'Nicht angemeldet',
  'Session expired': 'Sitzung abgelaufen',
  'Please sign in again to use this wallet on this device.':
    'Bitte melden Sie sich erneut an, um diese Wallet auf diesem Gerät zu nutzen.',
  'This account already has a wallet.': 'Dieses Konto hat bereits eine Wallet.',
  'This account has no wallet yet.': 'Dieses Konto hat noch keine Wallet.',
  'This device is not enrolled for this account.': 'Dieses Gerät ist für dieses Konto nicht registriert.',
  'This device is already enrolled.': 'Dieses Gerät ist bereits registriert.',
  'The wallet key did not sign this enrollment.': 'Der Wallet-Schlüssel hat diese Registrierung nicht signiert.',
  'Sign-in with {provider} is not configured.': 'Die Anmeldung mit {provider} ist nicht eingerichtet.',
  'The sign-in could not be completed. Please try again.':
    'Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  'This sign-in attempt has expired. Please start again.':
    'Dieser Anmeldeversuch ist abgelaufen. Bitte starten Sie neu.',
  'This link has expired. Start the sign-in again.': 'Dieser Link ist abgelaufen. Starten Sie die Anmeldung neu.',
  'This email belongs to another account.': 'Diese E-Mail gehört zu einem anderen Konto.',
  'This is already your email.': 'Das ist bereits Ihre E-Mail.',
  'No email change is pending.': 'Es ist keine E-Mail-Änderung offen.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Diese Farcaster-Anmeldung ist abgelaufen. Bitte starten Sie neu.',
  'The Farcaster relay could not be reached. Please try again.':
    'Das Farcaster-Relay ist nicht erreichbar. Bitte versuchen Sie es erneut.',
} satisfies CatalogueTable;
