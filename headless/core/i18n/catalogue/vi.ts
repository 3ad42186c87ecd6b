// Vietnamese catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Đã xảy ra sự cố khi bắt đầu xác thực',
  'This application might not support Smart Accounts': 'Ứng dụng này có thể không hỗ trợ tài khoản thông minh',
  'Signature declined': 'Đã từ chối ký',
  'Token Balance Unavailable': 'Không xem được số dư token',
  'Failed to fetch transactions': 'Không tải được giao dịch',
  'Network Not Found': 'Không tìm thấy mạng',
  'Invalid App Configuration': 'Cấu hình ứng dụng không hợp lệ',
  'Network Error - Could not load embedded wallet': 'Lỗi mạng: không tải được ví nhúng',
  'Embedded Wallet Request Timed Out': 'Ví nhúng không phản hồi kịp',
  'Unverified Domain': 'Tên miền chưa được xác minh',
  'Session Expired': 'Phiên đã hết hạn',
  'Invalid Project ID': 'ID dự án không hợp lệ',
  'Project ID Not Configured': 'Chưa cấu hình ID dự án',
  'Request was aborted': 'Yêu cầu đã bị hủy',
  'Something went wrong': 'Đã xảy ra lỗi',
  'An error occurred': 'Đã có lỗi',
  'Requested RPC call is not allowed': 'Lệnh gọi RPC này không được phép',
  'Action not allowed': 'Không được phép thực hiện thao tác này',
  'Please try again after {count} seconds': 'Vui lòng thử lại sau {count} giây',
  'HTTP status code: {status}': 'Mã trạng thái HTTP: {status}',
  'HTTP request failed.': 'Yêu cầu HTTP thất bại.',
  'RPC Request failed.': 'Yêu cầu RPC thất bại.',
  'Connection timeout. Please try again.': 'Hết thời gian kết nối. Vui lòng thử lại.',
  'The request took too long to respond.': 'Yêu cầu phản hồi quá lâu.',
  'Chain is not supported': 'Chuỗi này không được hỗ trợ',
  'Network not found': 'Không tìm thấy mạng',
  'Failed to disconnect': 'Không ngắt kết nối được',
  'Error resolving name': 'Không phân giải được tên',
  'Error fetching name suggestions': 'Không tải được gợi ý tên',
  'Error fetching names for address': 'Không tải được tên của địa chỉ',
  'Error registering name {name}': 'Không đăng ký được tên {name}',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Tên gồm chữ cái, chữ số và dấu gạch nối, tối thiểu 4 ký tự',
  'Names are at most {count} characters long': 'Tên dài tối đa {count} ký tự',
  'New names end in {current}; {legacy} names can no longer be registered':
    'Tên mới kết thúc bằng {current}; không thể đăng ký tên {legacy} nữa',
  'Names are not supported on {namespace}': 'Không hỗ trợ tên trên {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Tên cần API blockchain: hãy đặt tùy chọn blockchainApiUrl hoặc projectId',
  'Network not supported for Gas Price': 'Mạng không hỗ trợ giá gas',
  'Network not supported for Swaps': 'Mạng không hỗ trợ hoán đổi',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Hoán đổi cần API blockchain: hãy đặt tùy chọn blockchainApiUrl (hoặc projectId cho API được lưu trữ)',
  'Choose the tokens to swap': 'Chọn token để hoán đổi',
  'Choose two different tokens': 'Chọn hai token khác nhau',
  'Enter an amount above 0 with at most {count} decimals': 'Nhập số lượng lớn hơn 0, tối đa {count} chữ số thập phân',
  'Insufficient {symbol} balance': 'Không đủ số dư {symbol}',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'Giá đã biến động vượt mức trượt giá cho phép {slippage}% nên chưa hoán đổi. Hãy xem báo giá mới và thử lại',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'Giao dịch hoán đổi bị hoàn tác trên chuỗi và không có gì được đổi: giá vượt mức trượt giá cho phép hoặc đã quá hạn',
  'The approval was reverted on chain': 'Phê duyệt bị hoàn tác trên chuỗi',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'Giao dịch {hash} chưa được xác nhận: hãy kiểm tra trên trình khám phá khối',
  'Amount is required': 'Hãy nhập số lượng',
  'Amount must be a number': 'Số lượng phải là một số',
  'Amount must be greater than 0': 'Số lượng phải lớn hơn 0',
  '{symbol} has at most {count} decimal{s}': '{symbol} có tối đa {count} chữ số thập phân',
  'Receiver address is required': 'Hãy nhập địa chỉ người nhận',
  'Invalid receiver address': 'Địa chỉ người nhận không hợp lệ',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Địa chỉ người nhận không hợp lệ: mã kiểm tra chữ hoa/chữ thường không khớp',
  'Token is required': 'Hãy chọn token',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} thuộc mạng khác: hãy chuyển sang mạng đó để gửi',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'Không hỗ trợ gửi trên {namespace}: chỉ eip155 và solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Không đủ tiền: thiếu {symbol} cho số lượng và phí mạng',
  'Insufficient funds: not enough {symbol} for the amount': 'Không đủ tiền: thiếu {symbol} cho số lượng này',
  'Insufficient funds: not enough {symbol} for the network fee': 'Không đủ tiền: thiếu {symbol} cho phí mạng',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Số lượng quá nhỏ: tài khoản mới phải nhận ít nhất {minimum}',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Số dư còn lại sẽ thấp hơn mức tối thiểu {minimum} mà tài khoản phải giữ: hãy gửi toàn bộ hoặc ít hơn',
  'The transaction was reverted': 'Giao dịch đã bị hoàn tác',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Hết thời gian chờ xác nhận giao dịch "{hash}".',
  'This provider needs a blockchain API': 'Nhà cung cấp này cần API blockchain',
  'Buying crypto is not available in your region': 'Khu vực của bạn không hỗ trợ mua tiền mã hóa',
  'The provider window was blocked: allow pop-ups and try again':
    'Cửa sổ của nhà cung cấp bị chặn: hãy cho phép cửa sổ bật lên rồi thử lại',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Mỗi lệnh gọi cần địa chỉ đích 0x và dữ liệu phải bắt đầu bằng 0x',
  'The bundler rejected the user operation: {reason}': 'Bundler đã từ chối user operation: {reason}',
  'No code is pending for this email. Request a new one.':
    'Không có mã nào đang chờ cho email này. Hãy yêu cầu mã mới.',
  'This code has expired. Request a new one.': 'Mã này đã hết hạn. Hãy yêu cầu mã mới.',
  'Invalid code. {count} attempt{s} left.': 'Mã không đúng. Còn {count} lần thử.',
  'Too many wrong codes. Try again in about {count} minute{s}.':
    'Nhập sai mã quá nhiều lần. Vui lòng thử lại sau khoảng {count} phút.',
  'Email cannot be sent right now. Please try again in a minute.':
    'Hiện không gửi được email. Vui lòng thử lại sau một phút.',
  'Could not send the email. Please try again.': 'Không gửi được email. Vui lòng thử lại.',
  'Too many requests. Please slow down.': 'Quá nhiều yêu cầu. Vui lòng chậm lại.',
  'Not signed in': 'Chưa đăng nhập',
  'Session expired': 'Phiên đã hết hạn',
  'Please sign in again to use this wallet on this device.': 'Hãy đăng nhập lại để dùng ví này trên thiết bị này.',
  'This account already has a wallet.': 'Tài khoản này đã có ví.',
  'This account has no wallet yet.': 'Tài khoản này chưa có ví.',
  'This device is not enrolled for this account.': 'Thiết bị này chưa được đăng ký cho tài khoản.',
  'This device is already enrolled.': 'Thiết bị này đã được đăng ký.',
  'The wallet key did not sign this enrollment.': 'Khóa ví không ký lần đăng ký này.',
  'Sign-in with {provider} is not configured.': 'Chưa cấu hình đăng nhập bằng {provider}.',
  'The sign-in could not be completed. Please try again.': 'Không thể hoàn tất đăng nhập. Vui lòng thử lại.',
  'This sign-in attempt has expired. Please start again.': 'Lượt đăng nhập này đã hết hạn. Vui lòng bắt đầu lại.',
  'This link has expired. Start the sign-in again.': 'Liên kết này đã hết hạn. Hãy đăng nhập lại.',
  'This email belongs to another account.': 'Email này thuộc về tài khoản khác.',
  'This is already your email.': 'Đây đã là email của bạn.',
  'No email change is pending.': 'Không có thay đổi email nào đang chờ.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Yêu cầu đăng nhập bằng Farcaster đã hết hạn. Vui lòng bắt đầu lại.',
  'The Farcaster relay could not be reached. Please try again.':
    'Không kết nối được relay Farcaster. Vui lòng thử lại.',
} satisfies CatalogueTable;
