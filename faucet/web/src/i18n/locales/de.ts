// German texts of the faucet page (see ../texts.ts).
import type { FaucetTable } from '../texts';

export default {
  'AVENT test faucet': 'AVENT-Test-Faucet',
  'AVENT Faucet': 'AVENT-Faucet',
  'Free AVENT test coins': 'Kostenlose AVENT-Testcoins',
  'Connect a wallet (or paste an address), solve the math problem and claim {amount} on the test chain (id {chainId}).':
    'Verbinden Sie eine Wallet (oder fügen Sie eine Adresse ein), lösen Sie die Rechenaufgabe und holen Sie sich {amount} auf der Test-Chain (ID {chainId}).',
  'Demo build: a {wallet} is offered in the wallet list. It holds a devnet key and is never part of a production build.':
    'Demo-Build: In der Wallet-Liste wird eine {wallet} angeboten. Sie enthält einen Devnet-Schlüssel und ist nie Teil eines Produktions-Builds.',
  'development test wallet': 'Entwicklungs-Testwallet',
  Notifications: 'Benachrichtigungen',
  'Dismiss notification': 'Benachrichtigung schließen',
  'Connect Wallet': 'Wallet verbinden',
  'Connecting…': 'Verbinden…',
  'Reconnecting…': 'Erneut verbinden…',
  Connected: 'Verbunden',
  '(connected, open account)': '(verbunden, Konto öffnen)',
  Disconnect: 'Trennen',
  'Claim test coins': 'Testcoins anfordern',
  'Wallet address': 'Wallet-Adresse',
  Verification: 'Überprüfung',
  'Loading math problem…': 'Rechenaufgabe wird geladen…',
  'What is {a} + {b}?': 'Was ist {a} + {b}?',
  'What is {a} - {b}?': 'Was ist {a} − {b}?',
  'What is {a} × {b}?': 'Was ist {a} × {b}?',
  'Answer to the math problem': 'Antwort auf die Rechenaufgabe',
  Answer: 'Antwort',
  Verify: 'Prüfen',
  'New problem': 'Neue Aufgabe',
  'Correct! You can claim now.': 'Richtig! Sie können jetzt anfordern.',
  'Could not load the math problem. Please refresh.':
    'Die Rechenaufgabe konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  'Claiming…': 'Wird angefordert…',
  'Claim AVENT': 'AVENT anfordern',
  'Next claim in': 'Nächste Anforderung in',
  'Ready to claim!': 'Bereit zum Anfordern!',
  'Sending coins…': 'Coins werden gesendet…',
  'Your claim is being processed.': 'Ihre Anforderung wird bearbeitet.',
  'Claim sent': 'Anforderung gesendet',
  'Claim successful!': 'Anforderung erfolgreich!',
  '{amount} sent. Transaction {hash}': '{amount} gesendet. Transaktion {hash}',
  '{amount} sent.': '{amount} gesendet.',
  '{amount} sent to {address}': '{amount} an {address} gesendet',
  'View on explorer': 'Im Explorer ansehen',
  'Your claims': 'Ihre Anforderungen',
  'Connect a wallet or enter an address to see its claims.':
    'Verbinden Sie eine Wallet oder geben Sie eine Adresse ein, um ihre Anforderungen zu sehen.',
  'Loading history…': 'Verlauf wird geladen…',
  '{count} claims, {amount} AVENT received': {
    one: '{count} Anforderung, {amount} AVENT erhalten',
    other: '{count} Anforderungen, {amount} AVENT erhalten',
  },
  'Transaction {hash} on the explorer': 'Transaktion {hash} im Explorer',
  'Error loading history': 'Fehler beim Laden des Verlaufs',
  'No claims yet. Make your first claim!': 'Noch keine Anforderungen. Stellen Sie Ihre erste!',
  'Please enter a valid wallet address': 'Bitte geben Sie eine gültige Wallet-Adresse ein',
  'Please solve the math problem': 'Bitte lösen Sie die Rechenaufgabe',
  'Please enter an answer': 'Bitte geben Sie eine Antwort ein',
  'No captcha loaded. Please refresh.': 'Keine Aufgabe geladen. Bitte laden Sie die Seite neu.',
  'Incorrect answer. Try again.': 'Falsche Antwort. Versuchen Sie es erneut.',
  'Captcha expired or already used. Please load a new one.':
    'Aufgabe abgelaufen oder bereits verwendet. Bitte laden Sie eine neue.',
  'Please wait {count} seconds before claiming again.': {
    one: 'Bitte warten Sie {count} Sekunde, bevor Sie erneut anfordern.',
    other: 'Bitte warten Sie {count} Sekunden, bevor Sie erneut anfordern.',
  },
  'The faucet is busy. Please try again in a few seconds.':
    'Der Faucet ist ausgelastet. Bitte versuchen Sie es in ein paar Sekunden erneut.',
  'The faucet is running low on funds. Please try again later.':
    'Dem Faucet gehen die Mittel aus. Bitte versuchen Sie es später erneut.',
  'The faucet could not pay this claim: its balance is too low. No cooldown was charged.':
    'Der Faucet konnte diese Anforderung nicht bezahlen: Sein Guthaben ist zu niedrig. Es wurde keine Wartezeit berechnet.',
  'The payout failed. No cooldown was charged; please try again.':
    'Die Auszahlung ist fehlgeschlagen. Es wurde keine Wartezeit berechnet; bitte versuchen Sie es erneut.',
  'The faucet has reached its hourly limit. Please try again later.':
    'Der Faucet hat sein Stundenlimit erreicht. Bitte versuchen Sie es später erneut.',
  'Contract addresses cannot receive faucet coins. Please use a wallet address.':
    'Vertragsadressen können keine Faucet-Coins erhalten. Bitte verwenden Sie eine Wallet-Adresse.',
  'Too many captcha requests. Please wait a minute.': 'Zu viele Aufgabenanfragen. Bitte warten Sie eine Minute.',
  'Claim failed': 'Anforderung fehlgeschlagen',
  'Network error. Please try again.': 'Netzwerkfehler. Bitte versuchen Sie es erneut.',
  'Verification failed. Please try again.': 'Überprüfung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'Connection timeout. Please try again.': 'Zeitüberschreitung der Verbindung. Bitte versuchen Sie es erneut.',
  'Failed to open wallet selector: {message}': 'Die Wallet-Auswahl konnte nicht geöffnet werden: {message}',
  'Wallet connected successfully!': 'Wallet erfolgreich verbunden!',
  'Wallet disconnected': 'Wallet getrennt',
  'Connecting to wallet...': 'Verbindung zur Wallet wird hergestellt…',
  'Reconnecting to wallet...': 'Verbindung zur Wallet wird wiederhergestellt…',
  'Connection failed: {message}': 'Verbindung fehlgeschlagen: {message}',
  'Connection error: {message}': 'Verbindungsfehler: {message}',
  'Your wallet keeps disconnecting. Try unlocking it, refreshing the page, or run clearWalletState() in the console.':
    'Ihre Wallet trennt sich ständig. Entsperren Sie sie, laden Sie die Seite neu oder führen Sie clearWalletState() in der Konsole aus.',
  'Using Trust Wallet? Install the Trust Wallet mobile app and connect by scanning the pairing code.':
    'Sie nutzen Trust Wallet? Installieren Sie die mobile Trust-Wallet-App und verbinden Sie sich, indem Sie den Kopplungscode scannen.',
  'Please install {wallet} first': 'Bitte installieren Sie zuerst {wallet}',
  'Please use {wallet} wallet': 'Bitte verwenden Sie die Wallet {wallet}',
  'Already connected to the test chain!': 'Bereits mit der Test-Chain verbunden!',
  'Request cancelled by user': 'Anfrage vom Nutzer abgebrochen',
  'Invalid network parameters. Please try again.': 'Ungültige Netzwerkparameter. Bitte versuchen Sie es erneut.',
  '{wallet} internal error. Please refresh and try again.':
    'Interner Fehler von {wallet}. Bitte laden Sie neu und versuchen Sie es erneut.',
  'Switched {wallet} to {chain}!': '{wallet} auf {chain} umgestellt!',
  '{chain} added to {wallet}!': '{chain} zu {wallet} hinzugefügt!',
  'Wallet request timed out': 'Zeitüberschreitung der Wallet-Anfrage',
  'Wallet state cleared. Please refresh the page.': 'Wallet-Status gelöscht. Bitte laden Sie die Seite neu.',
  'New math problem loaded.': 'Neue Rechenaufgabe geladen.',
  'Could not load the math problem.': 'Die Rechenaufgabe konnte nicht geladen werden.',
  'Captcha verified.': 'Aufgabe bestätigt.',
  'Captcha not verified.': 'Aufgabe nicht bestätigt.',
  'Choose WalletConnect in the list and scan the code with your mobile wallet.':
    'Wählen Sie WalletConnect in der Liste und scannen Sie den Code mit Ihrer mobilen Wallet.',
} satisfies FaucetTable;
