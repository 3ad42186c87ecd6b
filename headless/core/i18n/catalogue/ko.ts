// Korean catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': '인증을 시작하는 중에 문제가 발생했습니다',
  'This application might not support Smart Accounts': '이 앱은 스마트 계정을 지원하지 않을 수 있습니다',
  'Signature declined': '서명이 거부되었습니다',
  'Token Balance Unavailable': '토큰 잔액을 불러올 수 없습니다',
  'Failed to fetch transactions': '거래 내역을 불러오지 못했습니다',
  'Network Not Found': '네트워크를 찾을 수 없습니다',
  'Invalid App Configuration': '앱 설정이 올바르지 않습니다',
  'Network Error - Could not load embedded wallet': '네트워크 오류: 내장 지갑을 불러오지 못했습니다',
  'Embedded Wallet Request Timed Out': '내장 지갑 응답 시간이 초과되었습니다',
  'Unverified Domain': '확인되지 않은 도메인',
  'Session Expired': '세션이 만료되었습니다',
  'Invalid Project ID': '프로젝트 ID가 올바르지 않습니다',
  'Project ID Not Configured': '프로젝트 ID가 설정되지 않았습니다',
  'Request was aborted': '요청이 중단되었습니다',
  'Something went wrong': '문제가 발생했습니다',
  'An error occurred': '오류가 발생했습니다',
  'Requested RPC call is not allowed': '요청한 RPC 호출은 허용되지 않습니다',
  'Action not allowed': '허용되지 않는 작업입니다',
  'Please try again after {count} seconds': '{count}초 후에 다시 시도하세요',
  'HTTP status code: {status}': 'HTTP 상태 코드: {status}',
  'HTTP request failed.': 'HTTP 요청에 실패했습니다.',
  'RPC Request failed.': 'RPC 요청에 실패했습니다.',
  'Connection timeout. Please try again.': '연결 시간이 초과되었습니다. 다시 시도하세요.',
  'The request took too long to respond.': '요청 응답이 너무 오래 걸렸습니다.',
  'Chain is not supported': '지원하지 않는 체인입니다',
  'Network not found': '네트워크를 찾을 수 없습니다',
  'Failed to disconnect': '연결을 해제하지 못했습니다',
  'Error resolving name': '이름을 확인하지 못했습니다',
  'Error fetching name suggestions': '추천 이름을 불러오지 못했습니다',
  'Error fetching names for address': '이 주소의 이름을 불러오지 못했습니다',
  'Error registering name {name}': '{name} 이름을 등록하지 못했습니다',
  'Names use letters, digits and hyphens, at least 4 characters':
    '이름은 영문자, 숫자, 하이픈으로 4자 이상이어야 합니다',
  'Names are at most {count} characters long': '이름은 최대 {count}자입니다',
  'New names end in {current}; {legacy} names can no longer be registered':
    '새 이름은 {current}(으)로 끝납니다. {legacy} 이름은 더 이상 등록할 수 없습니다',
  'Names are not supported on {namespace}': '{namespace}에서는 이름을 지원하지 않습니다',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    '이름을 사용하려면 블록체인 API가 필요합니다. blockchainApiUrl 옵션이나 projectId를 설정하세요',
  'Network not supported for Gas Price': '이 네트워크는 가스 가격을 지원하지 않습니다',
  'Network not supported for Swaps': '이 네트워크는 스왑을 지원하지 않습니다',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    '스왑하려면 블록체인 API가 필요합니다. blockchainApiUrl 옵션(호스팅 API는 projectId)을 설정하세요',
  'Choose the tokens to swap': '스왑할 토큰을 선택하세요',
  'Choose two different tokens': '서로 다른 토큰 두 개를 선택하세요',
  'Enter an amount above 0 with at most {count} decimals': '0보다 큰 금액을 소수점 {count}자리 이내로 입력하세요',
  'Insufficient {symbol} balance': '{symbol} 잔액이 부족합니다',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    '가격이 허용 슬리피지 {slippage}%를 넘어 스왑되지 않았습니다. 새 견적을 확인하고 다시 시도하세요',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    '스왑이 체인에서 되돌려져 아무것도 교환되지 않았습니다. 가격이 허용 슬리피지를 넘었거나 기한이 지났습니다',
  'The approval was reverted on chain': '승인이 체인에서 되돌려졌습니다',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    '거래 {hash}이(가) 아직 확정되지 않았습니다. 블록 탐색기에서 확인하세요',
  'Amount is required': '금액을 입력하세요',
  'Amount must be a number': '금액은 숫자여야 합니다',
  'Amount must be greater than 0': '금액은 0보다 커야 합니다',
  '{symbol} has at most {count} decimal{s}': '{symbol}은(는) 소수점 최대 {count}자리입니다',
  'Receiver address is required': '받는 주소를 입력하세요',
  'Invalid receiver address': '받는 주소가 올바르지 않습니다',
  'Invalid receiver address: its mixed-case checksum does not match':
    '받는 주소가 올바르지 않습니다. 대소문자 체크섬이 일치하지 않습니다',
  'Token is required': '토큰을 선택하세요',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol}은(는) 다른 네트워크에 있습니다. 보내려면 해당 네트워크로 전환하세요',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    '{namespace}에서는 보낼 수 없습니다. eip155와 solana만 지원합니다',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    '잔액 부족: 금액과 네트워크 수수료에 필요한 {symbol}이(가) 부족합니다',
  'Insufficient funds: not enough {symbol} for the amount': '잔액 부족: 금액에 필요한 {symbol}이(가) 부족합니다',
  'Insufficient funds: not enough {symbol} for the network fee':
    '잔액 부족: 네트워크 수수료에 필요한 {symbol}이(가) 부족합니다',
  'Amount too small: a new account must receive at least {minimum} to exist':
    '금액이 너무 적습니다. 새 계정은 최소 {minimum}을(를) 받아야 합니다',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    '남는 잔액이 계정이 유지해야 하는 {minimum}보다 적어집니다. 전액 또는 더 적게 보내세요',
  'The transaction was reverted': '거래가 되돌려졌습니다',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    '거래 "{hash}"의 확정을 기다리다 시간이 초과되었습니다.',
  'This provider needs a blockchain API': '이 제공업체는 블록체인 API가 필요합니다',
  'Buying crypto is not available in your region': '사용자 지역에서는 암호화폐를 구매할 수 없습니다',
  'The provider window was blocked: allow pop-ups and try again':
    '제공업체 창이 차단되었습니다. 팝업을 허용하고 다시 시도하세요',
  'Each call needs a 0x target address, and its data must start with 0x':
    '각 호출에는 0x 대상 주소가 있어야 하고 데이터는 0x로 시작해야 합니다',
  'The bundler rejected the user operation: {reason}': '번들러가 사용자 작업을 거부했습니다: {reason}',
  'No code is pending for this email. Request a new one.':
    '이 이메일로 대기 중인 코드가 없습니다. 새 코드를 요청하세요.',
  'This code has expired. Request a new one.': '코드가 만료되었습니다. 새 코드를 요청하세요.',
  'Invalid code. {count} attempt{s} left.': '코드가 올바르지 않습니다. {count}번 남았습니다.',
  'Too many wrong codes. Try again in about {count} minute{s}.':
    '잘못된 코드를 너무 많이 입력했습니다. 약 {count}분 후에 다시 시도하세요.',
  'Email cannot be sent right now. Please try again in a minute.':
    '지금은 이메일을 보낼 수 없습니다. 1분 후에 다시 시도하세요.',
  'Could not send the email. Please try again.': '이메일을 보내지 못했습니다. 다시 시도하세요.',
  'Too many requests. Please slow down.': '요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
  'Not signed in': '로그인하지 않았습니다',
  'Session expired': '세션이 만료되었습니다',
  'Please sign in again to use this wallet on this device.': '이 기기에서 이 지갑을 사용하려면 다시 로그인하세요.',
  'This account already has a wallet.': '이 계정에는 이미 지갑이 있습니다.',
  'This account has no wallet yet.': '이 계정에는 아직 지갑이 없습니다.',
  'This device is not enrolled for this account.': '이 기기는 이 계정에 등록되지 않았습니다.',
  'This device is already enrolled.': '이 기기는 이미 등록되었습니다.',
  'The wallet key did not sign this enrollment.': '지갑 키가 이 등록에 서명하지 않았습니다.',
  'Sign-in with {provider} is not configured.': '{provider} 로그인이 설정되지 않았습니다.',
  'The sign-in could not be completed. Please try again.': '로그인을 완료하지 못했습니다. 다시 시도하세요.',
  'This sign-in attempt has expired. Please start again.': '이 로그인 시도는 만료되었습니다. 처음부터 다시 시작하세요.',
  'This link has expired. Start the sign-in again.': '링크가 만료되었습니다. 다시 로그인하세요.',
  'This email belongs to another account.': '이 이메일은 다른 계정에서 사용 중입니다.',
  'This is already your email.': '이미 사용 중인 내 이메일입니다.',
  'No email change is pending.': '대기 중인 이메일 변경이 없습니다.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Farcaster 로그인 요청이 만료되었습니다. 처음부터 다시 시작하세요.',
  'The Farcaster relay could not be reached. Please try again.':
    'Farcaster 릴레이에 연결할 수 없습니다. 다시 시도하세요.',
} satisfies CatalogueTable;
