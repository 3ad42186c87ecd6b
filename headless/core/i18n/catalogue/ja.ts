// Japanese catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': '認証の開始中に問題が発生しました',
  'This application might not support Smart Accounts': 'このアプリはスマートアカウントに対応していない可能性があります',
  'Signature declined': '署名が拒否されました',
  'Token Balance Unavailable': 'トークン残高を取得できません',
  'Failed to fetch transactions': '取引履歴を読み込めませんでした',
  'Network Not Found': 'ネットワークが見つかりません',
  'Invalid App Configuration': 'アプリの設定が無効です',
  'Network Error - Could not load embedded wallet': 'ネットワークエラー：埋め込みウォレットを読み込めませんでした',
  'Embedded Wallet Request Timed Out': '埋め込みウォレットの応答がタイムアウトしました',
  'Unverified Domain': '未確認のドメイン',
  'Session Expired': 'セッションの有効期限が切れました',
  'Invalid Project ID': 'プロジェクトIDが無効です',
  'Project ID Not Configured': 'プロジェクトIDが設定されていません',
  'Request was aborted': 'リクエストが中止されました',
  'Something went wrong': '問題が発生しました',
  'An error occurred': 'エラーが発生しました',
  'Requested RPC call is not allowed': 'このRPC呼び出しは許可されていません',
  'Action not allowed': 'この操作は許可されていません',
  'Please try again after {count} seconds': '{count}秒後にもう一度お試しください',
  'HTTP status code: {status}': 'HTTPステータスコード：{status}',
  'HTTP request failed.': 'HTTPリクエストに失敗しました。',
  'RPC Request failed.': 'RPCリクエストに失敗しました。',
  'Connection timeout. Please try again.': '接続がタイムアウトしました。もう一度お試しください。',
  'The request took too long to respond.': 'リクエストの応答に時間がかかりすぎました。',
  'Chain is not supported': 'このチェーンには対応していません',
  'Network not found': 'ネットワークが見つかりません',
  'Failed to disconnect': '接続を解除できませんでした',
  'Error resolving name': '名前を解決できませんでした',
  'Error fetching name suggestions': '名前の候補を読み込めませんでした',
  'Error fetching names for address': 'このアドレスの名前を読み込めませんでした',
  'Error registering name {name}': '{name} を登録できませんでした',
  'Names use letters, digits and hyphens, at least 4 characters':
    '名前には英字・数字・ハイフンを使い、4文字以上にしてください',
  'Names are at most {count} characters long': '名前は{count}文字以内です',
  'New names end in {current}; {legacy} names can no longer be registered':
    '新しい名前は {current} で終わります。{legacy} の名前は登録できなくなりました',
  'Names are not supported on {namespace}': '{namespace} では名前を使えません',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    '名前にはブロックチェーンAPIが必要です。blockchainApiUrl オプションか projectId を設定してください',
  'Network not supported for Gas Price': 'このネットワークはガス価格に対応していません',
  'Network not supported for Swaps': 'このネットワークはスワップに対応していません',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'スワップにはブロックチェーンAPIが必要です。blockchainApiUrl オプション（ホスト版なら projectId）を設定してください',
  'Choose the tokens to swap': 'スワップするトークンを選んでください',
  'Choose two different tokens': '異なる2つのトークンを選んでください',
  'Enter an amount above 0 with at most {count} decimals': '0より大きい金額を小数点以下{count}桁以内で入力してください',
  'Insufficient {symbol} balance': '{symbol} の残高が不足しています',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    '価格が許容スリッページ（{slippage}%）を超えて動いたため、スワップは行われませんでした。新しい見積もりを確認して、もう一度お試しください',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'スワップはチェーン上で取り消され、何も交換されませんでした。価格が許容スリッページを超えたか、期限が過ぎました',
  'The approval was reverted on chain': '承認はチェーン上で取り消されました',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    '取引 {hash} はまだ確定していません。ブロックエクスプローラーで確認してください',
  'Amount is required': '金額を入力してください',
  'Amount must be a number': '金額は数値で入力してください',
  'Amount must be greater than 0': '金額は0より大きくしてください',
  '{symbol} has at most {count} decimal{s}': '{symbol} の小数点以下は最大{count}桁です',
  'Receiver address is required': '送付先アドレスを入力してください',
  'Invalid receiver address': '送付先アドレスが無効です',
  'Invalid receiver address: its mixed-case checksum does not match':
    '送付先アドレスが無効です：大文字・小文字のチェックサムが一致しません',
  'Token is required': 'トークンを選んでください',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} は別のネットワーク上にあります。送るにはそのネットワークに切り替えてください',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    '{namespace} では送金できません。送金できるのは eip155 と solana のみです',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    '残高不足：金額とネットワーク手数料に必要な {symbol} が足りません',
  'Insufficient funds: not enough {symbol} for the amount': '残高不足：金額に必要な {symbol} が足りません',
  'Insufficient funds: not enough {symbol} for the network fee':
    '残高不足：ネットワーク手数料に必要な {symbol} が足りません',
  'Amount too small: a new account must receive at least {minimum} to exist':
    '金額が少なすぎます：新しいアカウントには最低 {minimum} が必要です',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    '残高がアカウントの維持に必要な {minimum} を下回ります。全額か、より少ない額を送ってください',
  'The transaction was reverted': '取引は取り消されました',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    '取引「{hash}」の確定待ちがタイムアウトしました。',
  'This provider needs a blockchain API': 'このプロバイダーにはブロックチェーンAPIが必要です',
  'Buying crypto is not available in your region': 'お住まいの地域では暗号資産を購入できません',
  'The provider window was blocked: allow pop-ups and try again':
    'プロバイダーのウィンドウがブロックされました。ポップアップを許可して、もう一度お試しください',
  'Each call needs a 0x target address, and its data must start with 0x':
    '各呼び出しには 0x で始まる宛先アドレスが必要で、データも 0x で始まる必要があります',
  'The bundler rejected the user operation: {reason}': 'バンドラーがユーザー操作を拒否しました：{reason}',
  'No code is pending for this email. Request a new one.':
    'このメールアドレスに有効なコードはありません。新しいコードをリクエストしてください。',
  'This code has expired. Request a new one.': 'このコードは有効期限切れです。新しいコードをリクエストしてください。',
  'Invalid code. {count} attempt{s} left.': 'コードが正しくありません。残り{count}回です。',
  'Too many wrong codes. Try again in about {count} minute{s}.':
    '誤ったコードが多すぎます。約{count}分後にもう一度お試しください。',
  'Email cannot be sent right now. Please try again in a minute.':
    '現在メールを送信できません。1分後にもう一度お試しください。',
  'Could not send the email. Please try again.': 'メールを送信できませんでした。もう一度お試しください。',
  'Too many requests. Please slow down.': 'リクエストが多すぎます。少し時間をおいてください。',
  'Not signed in': 'サインインしていません',
  'Session expired': 'セッションの有効期限が切れました',
  'Please sign in again to use this wallet on this device.':
    'このデバイスでこのウォレットを使うには、もう一度サインインしてください。',
  'This account already has a wallet.': 'このアカウントにはすでにウォレットがあります。',
  'This account has no wallet yet.': 'このアカウントにはまだウォレットがありません。',
  'This device is not enrolled for this account.': 'このデバイスはこのアカウントに登録されていません。',
  'This device is already enrolled.': 'このデバイスは登録済みです。',
  'The wallet key did not sign this enrollment.': 'ウォレットの鍵がこの登録に署名していません。',
  'Sign-in with {provider} is not configured.': '{provider} でのサインインは設定されていません。',
  'The sign-in could not be completed. Please try again.': 'サインインを完了できませんでした。もう一度お試しください。',
  'This sign-in attempt has expired. Please start again.':
    'このサインインは有効期限切れです。最初からやり直してください。',
  'This link has expired. Start the sign-in again.': 'このリンクは有効期限切れです。もう一度サインインしてください。',
  'This email belongs to another account.': 'このメールアドレスは別のアカウントで使われています。',
  'This is already your email.': 'すでにこのメールアドレスが設定されています。',
  'No email change is pending.': '保留中のメールアドレス変更はありません。',
  'This Farcaster sign-in request has expired. Please start again.':
    'このFarcasterサインインのリクエストは有効期限切れです。最初からやり直してください。',
  'The Farcaster relay could not be reached. Please try again.':
    'Farcasterのリレーに接続できませんでした。もう一度お試しください。',
} satisfies CatalogueTable;
