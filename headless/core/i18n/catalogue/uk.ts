// Ukrainian catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Не вдалося розпочати вхід',
  'This application might not support Smart Accounts': 'Можливо, цей застосунок не підтримує смарт-акаунти',
  'Signature declined': 'Підпис відхилено',
  'Token Balance Unavailable': 'Баланс токенів недоступний',
  'Failed to fetch transactions': 'Не вдалося завантажити транзакції',
  'Network Not Found': 'Мережу не знайдено',
  'Invalid App Configuration': 'Неправильне налаштування застосунку',
  'Network Error - Could not load embedded wallet': 'Помилка мережі: не вдалося завантажити вбудований гаманець',
  'Embedded Wallet Request Timed Out': 'Вбудований гаманець не відповів вчасно',
  'Unverified Domain': 'Домен не підтверджено',
  'Session Expired': 'Сеанс завершився',
  'Invalid Project ID': 'Неправильний ID проєкту',
  'Project ID Not Configured': 'ID проєкту не задано',
  'Request was aborted': 'Запит перервано',
  'Something went wrong': 'Щось пішло не так',
  'An error occurred': 'Сталася помилка',
  'Requested RPC call is not allowed': 'Цей RPC-виклик заборонено',
  'Action not allowed': 'Дію заборонено',
  'Please try again after {count} seconds': {
    one: 'Спробуйте ще раз через {count} секунду',
    few: 'Спробуйте ще раз через {count} секунди',
    many: 'Спробуйте ще раз через {count} секунд',
    other: 'Спробуйте ще раз через {count} секунди',
  },
  'HTTP status code: {status}': 'Код відповіді HTTP: {status}',
  'HTTP request failed.': 'HTTP-запит не виконано.',
  'RPC Request failed.': 'RPC-запит не виконано.',
  'Connection timeout. Please try again.': 'Час підключення вичерпано. Спробуйте ще раз.',
  'The request took too long to respond.': 'Запит виконувався задовго.',
  'Chain is not supported': 'Ця мережа не підтримується',
  'Network not found': 'Мережу не знайдено',
  'Failed to disconnect': 'Не вдалося відключитися',
  'Error resolving name': 'Не вдалося знайти адресу за іменем',
  'Error fetching name suggestions': 'Не вдалося завантажити варіанти імен',
  'Error fetching names for address': 'Не вдалося завантажити імена для адреси',
  'Error registering name {name}': 'Не вдалося зареєструвати ім’я {name}',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Ім’я може містити літери, цифри й дефіси, щонайменше 4 символи',
  'Names are at most {count} characters long': {
    one: 'Ім’я не довше за {count} символ',
    few: 'Ім’я не довше за {count} символи',
    many: 'Ім’я не довше за {count} символів',
    other: 'Ім’я не довше за {count} символу',
  },
  'New names end in {current}; {legacy} names can no longer be registered':
    'Нові імена закінчуються на {current}; імена {legacy} більше не можна зареєструвати',
  'Names are not supported on {namespace}': 'Імена не підтримуються в {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Для імен потрібен API блокчейну: задайте параметр blockchainApiUrl або projectId',
  'Network not supported for Gas Price': 'Мережа не підтримується для ціни газу',
  'Network not supported for Swaps': 'Мережа не підтримується для обміну',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Для обміну потрібен API блокчейну: задайте параметр blockchainApiUrl (або projectId для хмарного)',
  'Choose the tokens to swap': 'Виберіть токени для обміну',
  'Choose two different tokens': 'Виберіть два різні токени',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'Введіть суму більше 0, не більше {count} знака після коми',
    few: 'Введіть суму більше 0, не більше {count} знаків після коми',
    many: 'Введіть суму більше 0, не більше {count} знаків після коми',
    other: 'Введіть суму більше 0, не більше {count} знака після коми',
  },
  'Insufficient {symbol} balance': 'Недостатньо {symbol}',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'Ціна змінилася більше за допустиме прослизання {slippage}%, тому обмін не виконано. Перевірте нову котировку й спробуйте ще раз',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'Обмін скасовано в блокчейні, нічого не обміняно: ціна вийшла за допустиме прослизання або минув строк',
  'The approval was reverted on chain': 'Дозвіл скасовано в блокчейні',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'Транзакцію {hash} ще не підтверджено: перевірте її в оглядачі блоків',
  'Amount is required': 'Введіть суму',
  'Amount must be a number': 'Сума має бути числом',
  'Amount must be greater than 0': 'Сума має бути більшою за 0',
  '{symbol} has at most {count} decimal{s}': {
    one: '{symbol} має не більше {count} знака після коми',
    few: '{symbol} має не більше {count} знаків після коми',
    many: '{symbol} має не більше {count} знаків після коми',
    other: '{symbol} має не більше {count} знака після коми',
  },
  'Receiver address is required': 'Введіть адресу отримувача',
  'Invalid receiver address': 'Неправильна адреса отримувача',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Неправильна адреса отримувача: не збігається контрольна сума регістру літер',
  'Token is required': 'Виберіть токен',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} в іншій мережі: перейдіть до неї, щоб надіслати',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'Надсилання в {namespace} не підтримується: лише eip155 і solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Недостатньо коштів: бракує {symbol} на суму й комісію мережі',
  'Insufficient funds: not enough {symbol} for the amount': 'Недостатньо коштів: бракує {symbol} на суму',
  'Insufficient funds: not enough {symbol} for the network fee':
    'Недостатньо коштів: бракує {symbol} на комісію мережі',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Замала сума: новий рахунок має отримати щонайменше {minimum}',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Залишок стане меншим за обов’язковий мінімум {minimum}: надішліть усе або менше',
  'The transaction was reverted': 'Транзакцію скасовано',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Минув час очікування підтвердження транзакції «{hash}».',
  'This provider needs a blockchain API': 'Цьому провайдеру потрібен API блокчейну',
  'Buying crypto is not available in your region': 'Купівля криптовалюти недоступна у вашому регіоні',
  'The provider window was blocked: allow pop-ups and try again':
    'Вікно провайдера заблоковано: дозвольте спливні вікна й спробуйте ще раз',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Кожен виклик потребує адреси 0x, а дані мають починатися з 0x',
  'The bundler rejected the user operation: {reason}': 'Бандлер відхилив операцію користувача: {reason}',
  'No code is pending for this email. Request a new one.': 'Для цієї пошти немає активного коду. Запросіть новий.',
  'This code has expired. Request a new one.': 'Строк дії коду минув. Запросіть новий.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'Неправильний код. Залишилася {count} спроба.',
    few: 'Неправильний код. Залишилося {count} спроби.',
    many: 'Неправильний код. Залишилося {count} спроб.',
    other: 'Неправильний код. Залишилося {count} спроби.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'Забагато неправильних кодів. Спробуйте приблизно через {count} хвилину.',
    few: 'Забагато неправильних кодів. Спробуйте приблизно через {count} хвилини.',
    many: 'Забагато неправильних кодів. Спробуйте приблизно через {count} хвилин.',
    other: 'Забагато неправильних кодів. Спробуйте приблизно через {count} хвилини.',
  },
  'Email cannot be sent right now. Please try again in a minute.':
    'Зараз не вдається надіслати лист. Спробуйте за хвилину.',
  'Could not send the email. Please try again.': 'Не вдалося надіслати лист. Спробуйте ще раз.',
  'Too many requests. Please slow down.': 'Забагато запитів. Зачекайте трохи.',
  'Not signed in': 'Вхід не виконано',
  'Session expired': 'Сеанс завершився',
  'Please sign in again to use this wallet on this device.':
    'Увійдіть знову, щоб користуватися цим гаманцем на цьому пристрої.',
  'This account already has a wallet.': 'Цей акаунт уже має гаманець.',
  'This account has no wallet yet.': 'Цей акаунт ще не має гаманця.',
  'This device is not enrolled for this account.': 'Цей пристрій не прив’язано до акаунта.',
  'This device is already enrolled.': 'Цей пристрій уже прив’язано.',
  'The wallet key did not sign this enrollment.': 'Ключ гаманця не підписав цю прив’язку.',
  'Sign-in with {provider} is not configured.': 'Вхід через {provider} не налаштовано.',
  'The sign-in could not be completed. Please try again.': 'Не вдалося завершити вхід. Спробуйте ще раз.',
  'This sign-in attempt has expired. Please start again.': 'Час на вхід минув. Почніть знову.',
  'This link has expired. Start the sign-in again.': 'Строк дії посилання минув. Увійдіть знову.',
  'This email belongs to another account.': 'Ця пошта належить іншому акаунту.',
  'This is already your email.': 'Це вже ваша пошта.',
  'No email change is pending.': 'Немає незавершеної зміни пошти.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Запит на вхід через Farcaster минув. Почніть знову.',
  'The Farcaster relay could not be reached. Please try again.': 'Сервер Farcaster недоступний. Спробуйте ще раз.',
} satisfies CatalogueTable;
