// Russian catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Не удалось начать вход',
  'This application might not support Smart Accounts': 'Возможно, это приложение не поддерживает смарт-аккаунты',
  'Signature declined': 'Подпись отклонена',
  'Token Balance Unavailable': 'Баланс токенов недоступен',
  'Failed to fetch transactions': 'Не удалось загрузить транзакции',
  'Network Not Found': 'Сеть не найдена',
  'Invalid App Configuration': 'Неверная настройка приложения',
  'Network Error - Could not load embedded wallet': 'Ошибка сети: не удалось загрузить встроенный кошелёк',
  'Embedded Wallet Request Timed Out': 'Встроенный кошелёк не ответил вовремя',
  'Unverified Domain': 'Домен не подтверждён',
  'Session Expired': 'Сеанс истёк',
  'Invalid Project ID': 'Неверный ID проекта',
  'Project ID Not Configured': 'ID проекта не задан',
  'Request was aborted': 'Запрос прерван',
  'Something went wrong': 'Что-то пошло не так',
  'An error occurred': 'Произошла ошибка',
  'Requested RPC call is not allowed': 'Этот RPC-вызов запрещён',
  'Action not allowed': 'Действие запрещено',
  'Please try again after {count} seconds': {
    one: 'Повторите попытку через {count} секунду',
    few: 'Повторите попытку через {count} секунды',
    many: 'Повторите попытку через {count} секунд',
    other: 'Повторите попытку через {count} секунды',
  },
  'HTTP status code: {status}': 'Код ответа HTTP: {status}',
  'HTTP request failed.': 'HTTP-запрос не выполнен.',
  'RPC Request failed.': 'RPC-запрос не выполнен.',
  'Connection timeout. Please try again.': 'Время подключения истекло. Попробуйте ещё раз.',
  'The request took too long to respond.': 'Запрос выполнялся слишком долго.',
  'Chain is not supported': 'Эта сеть не поддерживается',
  'Network not found': 'Сеть не найдена',
  'Failed to disconnect': 'Не удалось отключиться',
  'Error resolving name': 'Не удалось найти адрес по имени',
  'Error fetching name suggestions': 'Не удалось загрузить варианты имён',
  'Error fetching names for address': 'Не удалось загрузить имена для адреса',
  'Error registering name {name}': 'Не удалось зарегистрировать имя {name}',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Имя может содержать буквы, цифры и дефисы, не короче 4 символов',
  'Names are at most {count} characters long': {
    one: 'Имя не длиннее {count} символа',
    few: 'Имя не длиннее {count} символов',
    many: 'Имя не длиннее {count} символов',
    other: 'Имя не длиннее {count} символа',
  },
  'New names end in {current}; {legacy} names can no longer be registered':
    'Новые имена оканчиваются на {current}; имена {legacy} больше нельзя зарегистрировать',
  'Names are not supported on {namespace}': 'Имена не поддерживаются в {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Для имён нужен API блокчейна: задайте параметр blockchainApiUrl или projectId',
  'Network not supported for Gas Price': 'Сеть не поддерживается для цены газа',
  'Network not supported for Swaps': 'Сеть не поддерживается для обмена',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Для обмена нужен API блокчейна: задайте параметр blockchainApiUrl (или projectId для облачного)',
  'Choose the tokens to swap': 'Выберите токены для обмена',
  'Choose two different tokens': 'Выберите два разных токена',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'Введите сумму больше 0, не более {count} знака после запятой',
    few: 'Введите сумму больше 0, не более {count} знаков после запятой',
    many: 'Введите сумму больше 0, не более {count} знаков после запятой',
    other: 'Введите сумму больше 0, не более {count} знака после запятой',
  },
  'Insufficient {symbol} balance': 'Недостаточно {symbol}',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'Цена изменилась больше допустимого проскальзывания {slippage}%, поэтому обмен не выполнен. Проверьте новую котировку и повторите попытку',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'Обмен отменён в блокчейне, ничего не обменяно: цена вышла за допустимое проскальзывание или истёк срок',
  'The approval was reverted on chain': 'Разрешение отменено в блокчейне',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'Транзакция {hash} ещё не подтверждена: проверьте её в обозревателе блоков',
  'Amount is required': 'Введите сумму',
  'Amount must be a number': 'Сумма должна быть числом',
  'Amount must be greater than 0': 'Сумма должна быть больше 0',
  '{symbol} has at most {count} decimal{s}': {
    one: 'У {symbol} не более {count} знака после запятой',
    few: 'У {symbol} не более {count} знаков после запятой',
    many: 'У {symbol} не более {count} знаков после запятой',
    other: 'У {symbol} не более {count} знака после запятой',
  },
  'Receiver address is required': 'Введите адрес получателя',
  'Invalid receiver address': 'Неверный адрес получателя',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Неверный адрес получателя: не совпадает контрольная сумма регистра букв',
  'Token is required': 'Выберите токен',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} находится в другой сети: переключитесь на неё, чтобы отправить',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'Отправка в {namespace} не поддерживается: только eip155 и solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Недостаточно средств: не хватает {symbol} на сумму и комиссию сети',
  'Insufficient funds: not enough {symbol} for the amount': 'Недостаточно средств: не хватает {symbol} на сумму',
  'Insufficient funds: not enough {symbol} for the network fee':
    'Недостаточно средств: не хватает {symbol} на комиссию сети',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Слишком маленькая сумма: новый счёт должен получить не меньше {minimum}',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Остаток станет меньше обязательного минимума {minimum}: отправьте всё или меньше',
  'The transaction was reverted': 'Транзакция отменена',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Истекло время ожидания подтверждения транзакции «{hash}».',
  'This provider needs a blockchain API': 'Этому провайдеру нужен API блокчейна',
  'Buying crypto is not available in your region': 'Покупка криптовалюты недоступна в вашем регионе',
  'The provider window was blocked: allow pop-ups and try again':
    'Окно провайдера заблокировано: разрешите всплывающие окна и повторите попытку',
  'Each call needs a 0x target address, and its data must start with 0x':
    'У каждого вызова должен быть адрес 0x, а данные должны начинаться с 0x',
  'The bundler rejected the user operation: {reason}': 'Бандлер отклонил пользовательскую операцию: {reason}',
  'No code is pending for this email. Request a new one.': 'Для этой почты нет активного кода. Запросите новый.',
  'This code has expired. Request a new one.': 'Срок действия кода истёк. Запросите новый.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'Неверный код. Осталась {count} попытка.',
    few: 'Неверный код. Осталось {count} попытки.',
    many: 'Неверный код. Осталось {count} попыток.',
    other: 'Неверный код. Осталось {count} попытки.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'Слишком много неверных кодов. Повторите примерно через {count} минуту.',
    few: 'Слишком много неверных кодов. Повторите примерно через {count} минуты.',
    many: 'Слишком много неверных кодов. Повторите примерно через {count} минут.',
    other: 'Слишком много неверных кодов. Повторите примерно через {count} минуты.',
  },
  'Email cannot be sent right now. Please try again in a minute.':
    'Сейчас не удаётся отправить письмо. Повторите через минуту.',
  'Could not send the email. Please try again.': 'Не удалось отправить письмо. Повторите попытку.',
  'Too many requests. Please slow down.': 'Слишком много запросов. Подождите немного.',
  'Not signed in': 'Вход не выполнен',
  'Session expired': 'Сеанс истёк',
  'Please sign in again to use this wallet on this device.':
    'Войдите снова, чтобы пользоваться этим кошельком на этом устройстве.',
  'This account already has a wallet.': 'У этого аккаунта уже есть кошелёк.',
  'This account has no wallet yet.': 'У этого аккаунта ещё нет кошелька.',
  'This device is not enrolled for this account.': 'Это устройство не привязано к аккаунту.',
  'This device is already enrolled.': 'Это устройство уже привязано.',
  'The wallet key did not sign this enrollment.': 'Ключ кошелька не подписал эту привязку.',
  'Sign-in with {provider} is not configured.': 'Вход через {provider} не настроен.',
  'The sign-in could not be completed. Please try again.': 'Не удалось завершить вход. Повторите попытку.',
  'This sign-in attempt has expired. Please start again.': 'Время на вход истекло. Начните заново.',
  'This link has expired. Start the sign-in again.': 'Срок действия ссылки истёк. Войдите заново.',
  'This email belongs to another account.': 'Эта почта привязана к другому аккаунту.',
  'This is already your email.': 'Это уже ваша почта.',
  'No email change is pending.': 'Нет незавершённой смены почты.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Запрос на вход через Farcaster истёк. Начните заново.',
  'The Farcaster relay could not be reached. Please try again.': 'Сервер Farcaster недоступен. Повторите попытку.',
} satisfies CatalogueTable;
