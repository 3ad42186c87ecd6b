// Polish catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Nie udało się rozpocząć logowania',
  'This application might not support Smart Accounts': 'Ta aplikacja może nie obsługiwać kont inteligentnych',
  'Signature declined': 'Podpis odrzucony',
  'Token Balance Unavailable': 'Saldo tokenów niedostępne',
  'Failed to fetch transactions': 'Nie udało się wczytać transakcji',
  'Network Not Found': 'Nie znaleziono sieci',
  'Invalid App Configuration': 'Nieprawidłowa konfiguracja aplikacji',
  'Network Error - Could not load embedded wallet': 'Błąd sieci: nie udało się wczytać wbudowanego portfela',
  'Embedded Wallet Request Timed Out': 'Wbudowany portfel nie odpowiedział na czas',
  'Unverified Domain': 'Niezweryfikowana domena',
  'Session Expired': 'Sesja wygasła',
  'Invalid Project ID': 'Nieprawidłowy identyfikator projektu',
  'Project ID Not Configured': 'Nie ustawiono identyfikatora projektu',
  'Request was aborted': 'Żądanie zostało przerwane',
  'Something went wrong': 'Coś poszło nie tak',
  'An error occurred': 'Wystąpił błąd',
  'Requested RPC call is not allowed': 'To wywołanie RPC jest niedozwolone',
  'Action not allowed': 'Ta czynność jest niedozwolona',
  'Please try again after {count} seconds': {
    one: 'Spróbuj ponownie za {count} sekundę',
    few: 'Spróbuj ponownie za {count} sekundy',
    many: 'Spróbuj ponownie za {count} sekund',
    other: 'Spróbuj ponownie za {count} sekundy',
  },
  'HTTP status code: {status}': 'Kod stanu HTTP: {status}',
  'HTTP request failed.': 'Żądanie HTTP nie powiodło się.',
  'RPC Request failed.': 'Żądanie RPC nie powiodło się.',
  'Connection timeout. Please try again.': 'Przekroczono czas połączenia. Spróbuj ponownie.',
  'The request took too long to respond.': 'Odpowiedź na żądanie trwała zbyt długo.',
  'Chain is not supported': 'Ta sieć nie jest obsługiwana',
  'Network not found': 'Nie znaleziono sieci',
  'Failed to disconnect': 'Nie udało się rozłączyć',
  'Error resolving name': 'Nie udało się odczytać nazwy',
  'Error fetching name suggestions': 'Nie udało się wczytać propozycji nazw',
  'Error fetching names for address': 'Nie udało się wczytać nazw dla adresu',
  'Error registering name {name}': 'Nie udało się zarejestrować nazwy {name}',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Nazwy składają się z liter, cyfr i łączników, co najmniej 4 znaki',
  'Names are at most {count} characters long': {
    one: 'Nazwa może mieć najwyżej {count} znak',
    few: 'Nazwa może mieć najwyżej {count} znaki',
    many: 'Nazwa może mieć najwyżej {count} znaków',
    other: 'Nazwa może mieć najwyżej {count} znaku',
  },
  'New names end in {current}; {legacy} names can no longer be registered':
    'Nowe nazwy kończą się na {current}; nazw {legacy} nie można już rejestrować',
  'Names are not supported on {namespace}': 'Nazwy nie są obsługiwane w {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Nazwy wymagają API blockchaina: ustaw opcję blockchainApiUrl lub projectId',
  'Network not supported for Gas Price': 'Sieć nie jest obsługiwana dla ceny gazu',
  'Network not supported for Swaps': 'Sieć nie jest obsługiwana dla wymiany',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Wymiana wymaga API blockchaina: ustaw opcję blockchainApiUrl (lub projectId dla hostowanego)',
  'Choose the tokens to swap': 'Wybierz tokeny do wymiany',
  'Choose two different tokens': 'Wybierz dwa różne tokeny',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'Wpisz kwotę większą od 0, z najwyżej {count} miejscem po przecinku',
    few: 'Wpisz kwotę większą od 0, z najwyżej {count} miejscami po przecinku',
    many: 'Wpisz kwotę większą od 0, z najwyżej {count} miejscami po przecinku',
    other: 'Wpisz kwotę większą od 0, z najwyżej {count} miejsca po przecinku',
  },
  'Insufficient {symbol} balance': 'Za mało {symbol}',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'Cena zmieniła się bardziej niż dopuszczalny poślizg {slippage}%, więc nic nie wymieniono. Sprawdź nową wycenę i spróbuj ponownie',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'Wymiana została cofnięta w sieci i nic nie wymieniono: cena przekroczyła dopuszczalny poślizg albo minął termin',
  'The approval was reverted on chain': 'Zgoda została cofnięta w sieci',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'Transakcja {hash} nie jest jeszcze potwierdzona: sprawdź ją w eksploratorze bloków',
  'Amount is required': 'Wpisz kwotę',
  'Amount must be a number': 'Kwota musi być liczbą',
  'Amount must be greater than 0': 'Kwota musi być większa od 0',
  '{symbol} has at most {count} decimal{s}': {
    one: '{symbol} ma najwyżej {count} miejsce po przecinku',
    few: '{symbol} ma najwyżej {count} miejsca po przecinku',
    many: '{symbol} ma najwyżej {count} miejsc po przecinku',
    other: '{symbol} ma najwyżej {count} miejsca po przecinku',
  },
  'Receiver address is required': 'Wpisz adres odbiorcy',
  'Invalid receiver address': 'Nieprawidłowy adres odbiorcy',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Nieprawidłowy adres odbiorcy: suma kontrolna wielkości liter się nie zgadza',
  'Token is required': 'Wybierz token',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} jest w innej sieci: przełącz się na nią, aby go wysłać',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'Wysyłanie w {namespace} nie jest obsługiwane: tylko eip155 i solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Za mało środków: brakuje {symbol} na kwotę i opłatę sieciową',
  'Insufficient funds: not enough {symbol} for the amount': 'Za mało środków: brakuje {symbol} na kwotę',
  'Insufficient funds: not enough {symbol} for the network fee': 'Za mało środków: brakuje {symbol} na opłatę sieciową',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Za mała kwota: nowe konto musi otrzymać co najmniej {minimum}',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Pozostałe saldo spadłoby poniżej wymaganego minimum {minimum}: wyślij wszystko albo mniej',
  'The transaction was reverted': 'Transakcja została cofnięta',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Upłynął czas oczekiwania na potwierdzenie transakcji „{hash}”.',
  'This provider needs a blockchain API': 'Ten dostawca wymaga API blockchaina',
  'Buying crypto is not available in your region': 'Zakup kryptowalut nie jest dostępny w Twoim regionie',
  'The provider window was blocked: allow pop-ups and try again':
    'Okno dostawcy zostało zablokowane: zezwól na wyskakujące okna i spróbuj ponownie',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Każde wywołanie wymaga adresu docelowego 0x, a jego dane muszą zaczynać się od 0x',
  'The bundler rejected the user operation: {reason}': 'Bundler odrzucił operację użytkownika: {reason}',
  'No code is pending for this email. Request a new one.':
    'Dla tego adresu e-mail nie ma aktywnego kodu. Poproś o nowy.',
  'This code has expired. Request a new one.': 'Ten kod wygasł. Poproś o nowy.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'Nieprawidłowy kod. Została {count} próba.',
    few: 'Nieprawidłowy kod. Zostały {count} próby.',
    many: 'Nieprawidłowy kod. Zostało {count} prób.',
    other: 'Nieprawidłowy kod. Zostało {count} próby.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'Za dużo błędnych kodów. Spróbuj ponownie za około {count} minutę.',
    few: 'Za dużo błędnych kodów. Spróbuj ponownie za około {count} minuty.',
    many: 'Za dużo błędnych kodów. Spróbuj ponownie za około {count} minut.',
    other: 'Za dużo błędnych kodów. Spróbuj ponownie za około {count} minuty.',
  },
  'Email cannot be sent right now. Please try again in a minute.':
    'Nie można teraz wysłać wiadomości. Spróbuj ponownie za minutę.',
  'Could not send the email. Please try again.': 'Nie udało się wysłać wiadomości. Spróbuj ponownie.',
  'Too many requests. Please slow down.': 'Za dużo żądań. Zwolnij trochę.',
  'Not signed in': 'Nie zalogowano',
  'Session expired': 'Sesja wygasła',
  'Please sign in again to use this wallet on this device.':
    'Zaloguj się ponownie, aby używać tego portfela na tym urządzeniu.',
  'This account already has a wallet.': 'To konto ma już portfel.',
  'This account has no wallet yet.': 'To konto nie ma jeszcze portfela.',
  'This device is not enrolled for this account.': 'To urządzenie nie jest zarejestrowane dla tego konta.',
  'This device is already enrolled.': 'To urządzenie jest już zarejestrowane.',
  'The wallet key did not sign this enrollment.': 'Klucz portfela nie podpisał tej rejestracji.',
  'Sign-in with {provider} is not configured.': 'Logowanie przez {provider} nie jest skonfigurowane.',
  'The sign-in could not be completed. Please try again.': 'Nie udało się dokończyć logowania. Spróbuj ponownie.',
  'This sign-in attempt has expired. Please start again.': 'Ta próba logowania wygasła. Zacznij od nowa.',
  'This link has expired. Start the sign-in again.': 'Ten link wygasł. Zaloguj się ponownie.',
  'This email belongs to another account.': 'Ten adres e-mail należy do innego konta.',
  'This is already your email.': 'To już jest Twój adres e-mail.',
  'No email change is pending.': 'Nie ma oczekującej zmiany adresu e-mail.',
  'This Farcaster sign-in request has expired. Please start again.':
    'To żądanie logowania przez Farcaster wygasło. Zacznij od nowa.',
  'The Farcaster relay could not be reached. Please try again.':
    'Nie można połączyć się z przekaźnikiem Farcaster. Spróbuj ponownie.',
} satisfies CatalogueTable;
