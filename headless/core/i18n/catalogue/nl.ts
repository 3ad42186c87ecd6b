// Dutch catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Er ging iets mis bij het starten van de aanmelding',
  'This application might not support Smart Accounts': 'Deze app ondersteunt mogelijk geen smart accounts',
  'Signature declined': 'Ondertekening geweigerd',
  'Token Balance Unavailable': 'Tokensaldo niet beschikbaar',
  'Failed to fetch transactions': 'Transacties konden niet worden geladen',
  'Network Not Found': 'Netwerk niet gevonden',
  'Invalid App Configuration': 'Ongeldige app-configuratie',
  'Network Error - Could not load embedded wallet': 'Netwerkfout: de ingebouwde wallet kon niet worden geladen',
  'Embedded Wallet Request Timed Out': 'De ingebouwde wallet reageerde niet op tijd',
  'Unverified Domain': 'Niet-geverifieerd domein',
  'Session Expired': 'Sessie verlopen',
  'Invalid Project ID': 'Ongeldige project-ID',
  'Project ID Not Configured': 'Project-ID niet ingesteld',
  'Request was aborted': 'Het verzoek is afgebroken',
  'Something went wrong': 'Er is iets misgegaan',
  'An error occurred': 'Er is een fout opgetreden',
  'Requested RPC call is not allowed': 'De gevraagde RPC-aanroep is niet toegestaan',
  'Action not allowed': 'Actie niet toegestaan',
  'Please try again after {count} seconds': {
    one: 'Probeer het over {count} seconde opnieuw',
    other: 'Probeer het over {count} seconden opnieuw',
  },
  'HTTP status code: {status}': 'HTTP-statuscode: {status}',
  'HTTP request failed.': 'HTTP-verzoek mislukt.',
  'RPC Request failed.': 'RPC-verzoek mislukt.',
  'Connection timeout. Please try again.': 'Time-out van de verbinding. Probeer het opnieuw.',
  'The request took too long to respond.': 'Het verzoek duurde te lang.',
  'Chain is not supported': 'Deze chain wordt niet ondersteund',
  'Network not found': 'Netwerk niet gevonden',
  'Failed to disconnect': 'Verbinding verbreken mislukt',
  'Error resolving name': 'Naam kon niet worden opgezocht',
  'Error fetching name suggestions': 'Naamsuggesties konden niet worden geladen',
  'Error fetching names for address': 'Namen voor dit adres konden niet worden geladen',
  'Error registering name {name}': '{name} kon niet worden geregistreerd',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Namen bestaan uit letters, cijfers en koppeltekens, minstens 4 tekens',
  'Names are at most {count} characters long': {
    one: 'Namen zijn hoogstens {count} teken lang',
    other: 'Namen zijn hoogstens {count} tekens lang',
  },
  'New names end in {current}; {legacy} names can no longer be registered':
    'Nieuwe namen eindigen op {current}; {legacy}-namen kunnen niet meer worden geregistreerd',
  'Names are not supported on {namespace}': 'Namen worden niet ondersteund op {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Namen hebben een blockchain-API nodig: stel de optie blockchainApiUrl of een projectId in',
  'Network not supported for Gas Price': 'Netwerk niet ondersteund voor gasprijzen',
  'Network not supported for Swaps': 'Netwerk niet ondersteund voor swaps',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Swaps hebben een blockchain-API nodig: stel de optie blockchainApiUrl in (of een projectId voor de gehoste)',
  'Choose the tokens to swap': 'Kies de tokens om te swappen',
  'Choose two different tokens': 'Kies twee verschillende tokens',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'Voer een bedrag boven 0 in met hoogstens {count} decimaal',
    other: 'Voer een bedrag boven 0 in met hoogstens {count} decimalen',
  },
  'Insufficient {symbol} balance': 'Onvoldoende {symbol}-saldo',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'De prijs bewoog meer dan de slippagetolerantie van {slippage}%, dus er is niets geswapt. Bekijk de nieuwe offerte en probeer het opnieuw',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'De swap is on-chain teruggedraaid en er is niets geruild: de prijs bewoog meer dan de slippagetolerantie of de deadline is verstreken',
  'The approval was reverted on chain': 'De goedkeuring is on-chain teruggedraaid',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'Transactie {hash} is nog niet bevestigd: bekijk hem in de block explorer',
  'Amount is required': 'Vul een bedrag in',
  'Amount must be a number': 'Het bedrag moet een getal zijn',
  'Amount must be greater than 0': 'Het bedrag moet groter zijn dan 0',
  '{symbol} has at most {count} decimal{s}': {
    one: '{symbol} heeft hoogstens {count} decimaal',
    other: '{symbol} heeft hoogstens {count} decimalen',
  },
  'Receiver address is required': 'Vul het adres van de ontvanger in',
  'Invalid receiver address': 'Ongeldig adres van de ontvanger',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Ongeldig adres van de ontvanger: de checksum van hoofd- en kleine letters klopt niet',
  'Token is required': 'Kies een token',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} staat op een ander netwerk: schakel over naar dat netwerk om het te versturen',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'Versturen wordt niet ondersteund op {namespace}: alleen eip155 en solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Onvoldoende saldo: te weinig {symbol} voor het bedrag en de netwerkkosten',
  'Insufficient funds: not enough {symbol} for the amount': 'Onvoldoende saldo: te weinig {symbol} voor het bedrag',
  'Insufficient funds: not enough {symbol} for the network fee':
    'Onvoldoende saldo: te weinig {symbol} voor de netwerkkosten',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Bedrag te klein: een nieuw account moet minstens {minimum} ontvangen om te bestaan',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Het resterende saldo zou onder het minimum van {minimum} komen dat een account moet houden: verstuur alles of minder',
  'The transaction was reverted': 'De transactie is teruggedraaid',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Time-out bij het wachten op de bevestiging van transactie ‘{hash}’.',
  'This provider needs a blockchain API': 'Deze aanbieder heeft een blockchain-API nodig',
  'Buying crypto is not available in your region': 'Crypto kopen is niet beschikbaar in jouw regio',
  'The provider window was blocked: allow pop-ups and try again':
    'Het venster van de aanbieder is geblokkeerd: sta pop-ups toe en probeer het opnieuw',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Elke aanroep heeft een 0x-doeladres nodig en de data moeten met 0x beginnen',
  'The bundler rejected the user operation: {reason}': 'De bundler heeft de user operation geweigerd: {reason}',
  'No code is pending for this email. Request a new one.':
    'Er staat geen code open voor dit e-mailadres. Vraag een nieuwe aan.',
  'This code has expired. Request a new one.': 'Deze code is verlopen. Vraag een nieuwe aan.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'Ongeldige code. Nog {count} poging.',
    other: 'Ongeldige code. Nog {count} pogingen.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'Te veel verkeerde codes. Probeer het over ongeveer {count} minuut opnieuw.',
    other: 'Te veel verkeerde codes. Probeer het over ongeveer {count} minuten opnieuw.',
  },
  'Email cannot be sent right now. Please try again in a minute.':
    'De e-mail kan nu niet worden verstuurd. Probeer het over een minuut opnieuw.',
  'Could not send the email. Please try again.': 'De e-mail kon niet worden verstuurd. Probeer het opnieuw.',
  'Too many requests. Please slow down.': 'Te veel verzoeken. Doe het even rustiger aan.',
  'Not signed in': 'Niet aangemeld',
  'Session expired': 'Sessie verlopen',
  'Please sign in again to use this wallet on this device.':
    'Meld je opnieuw aan om deze wallet op dit apparaat te gebruiken.',
  'This account already has a wallet.': 'Dit account heeft al een wallet.',
  'This account has no wallet yet.': 'Dit account heeft nog geen wallet.',
  'This device is not enrolled for this account.': 'Dit apparaat is niet geregistreerd voor dit account.',
  'This device is already enrolled.': 'Dit apparaat is al geregistreerd.',
  'The wallet key did not sign this enrollment.': 'De walletsleutel heeft deze registratie niet ondertekend.',
  'Sign-in with {provider} is not configured.': 'Aanmelden met {provider} is niet ingesteld.',
  'The sign-in could not be completed. Please try again.':
    'De aanmelding kon niet worden voltooid. Probeer het opnieuw.',
  'This sign-in attempt has expired. Please start again.': 'Deze aanmeldpoging is verlopen. Begin opnieuw.',
  'This link has expired. Start the sign-in again.': 'Deze link is verlopen. Meld je opnieuw aan.',
  'This email belongs to another account.': 'Dit e-mailadres hoort bij een ander account.',
  'This is already your email.': 'Dit is al je e-mailadres.',
  'No email change is pending.': 'Er staat geen wijziging van je e-mailadres open.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Dit Farcaster-aanmeldverzoek is verlopen. Begin opnieuw.',
  'The Farcaster relay could not be reached. Please try again.':
    'De Farcaster-relay is niet bereikbaar. Probeer het opnieuw.',
} satisfies CatalogueTable;
