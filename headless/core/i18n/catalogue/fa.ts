// Persian catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'هنگام شروع احراز هویت مشکلی پیش آمد',
  'This application might not support Smart Accounts': 'ممکن است این برنامه از حساب‌های هوشمند پشتیبانی نکند',
  'Signature declined': 'امضا رد شد',
  'Token Balance Unavailable': 'موجودی توکن در دسترس نیست',
  'Failed to fetch transactions': 'بارگیری تراکنش‌ها ممکن نشد',
  'Network Not Found': 'شبکه پیدا نشد',
  'Invalid App Configuration': 'پیکربندی برنامه نامعتبر است',
  'Network Error - Could not load embedded wallet': 'خطای شبکه: بارگیری کیف پول داخلی ممکن نشد',
  'Embedded Wallet Request Timed Out': 'کیف پول داخلی به‌موقع پاسخ نداد',
  'Unverified Domain': 'دامنهٔ تأییدنشده',
  'Session Expired': 'نشست منقضی شد',
  'Invalid Project ID': 'شناسهٔ پروژه نامعتبر است',
  'Project ID Not Configured': 'شناسهٔ پروژه تنظیم نشده است',
  'Request was aborted': 'درخواست لغو شد',
  'Something went wrong': 'مشکلی پیش آمد',
  'An error occurred': 'خطایی رخ داد',
  'Requested RPC call is not allowed': 'این فراخوانی RPC مجاز نیست',
  'Action not allowed': 'این کار مجاز نیست',
  'Please try again after {count} seconds': 'لطفاً {count} ثانیه دیگر دوباره امتحان کنید',
  'HTTP status code: {status}': 'کد وضعیت HTTP: {status}',
  'HTTP request failed.': 'درخواست HTTP ناموفق بود.',
  'RPC Request failed.': 'درخواست RPC ناموفق بود.',
  'Connection timeout. Please try again.': 'مهلت اتصال تمام شد. لطفاً دوباره تلاش کنید.',
  'The request took too long to respond.': 'پاسخ درخواست بیش از حد طول کشید.',
  'Chain is not supported': 'این زنجیره پشتیبانی نمی‌شود',
  'Network not found': 'شبکه پیدا نشد',
  'Failed to disconnect': 'قطع اتصال ممکن نشد',
  'Error resolving name': 'یافتن نام ممکن نشد',
  'Error fetching name suggestions': 'بارگیری نام‌های پیشنهادی ممکن نشد',
  'Error fetching names for address': 'بارگیری نام‌های این نشانی ممکن نشد',
  'Error registering name {name}': 'ثبت نام {name} ممکن نشد',
  'Names use letters, digits and hyphens, at least 4 characters':
    'نام‌ها از حروف، ارقام و خط تیره تشکیل می‌شوند و دست‌کم ۴ نویسه دارند',
  'Names are at most {count} characters long': 'نام حداکثر {count} نویسه است',
  'New names end in {current}; {legacy} names can no longer be registered':
    'نام‌های جدید به {current} ختم می‌شوند؛ دیگر نمی‌توان نام‌های {legacy} را ثبت کرد',
  'Names are not supported on {namespace}': 'نام‌ها در {namespace} پشتیبانی نمی‌شوند',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'نام‌ها به API بلاک‌چین نیاز دارند: گزینهٔ blockchainApiUrl یا projectId را تنظیم کنید',
  'Network not supported for Gas Price': 'این شبکه برای قیمت گس پشتیبانی نمی‌شود',
  'Network not supported for Swaps': 'این شبکه برای سواپ پشتیبانی نمی‌شود',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'سواپ به API بلاک‌چین نیاز دارد: گزینهٔ blockchainApiUrl (یا projectId برای نسخهٔ میزبانی‌شده) را تنظیم کنید',
  'Choose the tokens to swap': 'توکن‌های سواپ را انتخاب کنید',
  'Choose two different tokens': 'دو توکن متفاوت انتخاب کنید',
  'Enter an amount above 0 with at most {count} decimals': 'مبلغی بیشتر از ۰ با حداکثر {count} رقم اعشار وارد کنید',
  'Insufficient {symbol} balance': 'موجودی {symbol} کافی نیست',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'قیمت بیش از تلورانس لغزش {slippage}٪ تغییر کرد، پس سواپی انجام نشد. قیمت جدید را ببینید و دوباره امتحان کنید',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'سواپ روی زنجیره برگشت خورد و چیزی مبادله نشد: قیمت از تلورانس لغزش فراتر رفت یا مهلت آن گذشت',
  'The approval was reverted on chain': 'تأیید روی زنجیره برگشت خورد',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'تراکنش {hash} هنوز تأیید نشده است: آن را در کاوشگر بلاک بررسی کنید',
  'Amount is required': 'مبلغ را وارد کنید',
  'Amount must be a number': 'مبلغ باید عدد باشد',
  'Amount must be greater than 0': 'مبلغ باید بیشتر از ۰ باشد',
  '{symbol} has at most {count} decimal{s}': '{symbol} حداکثر {count} رقم اعشار دارد',
  'Receiver address is required': 'نشانی گیرنده را وارد کنید',
  'Invalid receiver address': 'نشانی گیرنده نامعتبر است',
  'Invalid receiver address: its mixed-case checksum does not match':
    'نشانی گیرنده نامعتبر است: چک‌سام حروف بزرگ و کوچک آن مطابقت ندارد',
  'Token is required': 'یک توکن انتخاب کنید',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} روی شبکهٔ دیگری است: برای ارسال به آن شبکه بروید',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'ارسال در {namespace} پشتیبانی نمی‌شود: فقط eip155 و solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'موجودی کافی نیست: {symbol} برای مبلغ و کارمزد شبکه کافی نیست',
  'Insufficient funds: not enough {symbol} for the amount': 'موجودی کافی نیست: {symbol} برای این مبلغ کافی نیست',
  'Insufficient funds: not enough {symbol} for the network fee':
    'موجودی کافی نیست: {symbol} برای کارمزد شبکه کافی نیست',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'مبلغ خیلی کم است: حساب جدید باید دست‌کم {minimum} دریافت کند',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'موجودی باقی‌مانده از حداقل {minimum} که حساب باید نگه دارد کمتر می‌شود: همه یا کمتر را ارسال کنید',
  'The transaction was reverted': 'تراکنش برگشت خورد',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'زمان انتظار برای تأیید تراکنش «{hash}» به پایان رسید.',
  'This provider needs a blockchain API': 'این ارائه‌دهنده به API بلاک‌چین نیاز دارد',
  'Buying crypto is not available in your region': 'خرید رمزارز در منطقهٔ شما در دسترس نیست',
  'The provider window was blocked: allow pop-ups and try again':
    'پنجرهٔ ارائه‌دهنده مسدود شد: پنجره‌های بازشو را مجاز کنید و دوباره امتحان کنید',
  'Each call needs a 0x target address, and its data must start with 0x':
    'هر فراخوانی به نشانی مقصد 0x نیاز دارد و داده‌هایش باید با 0x شروع شود',
  'The bundler rejected the user operation: {reason}': 'باندلر عملیات کاربر را رد کرد: {reason}',
  'No code is pending for this email. Request a new one.': 'برای این ایمیل کدی در انتظار نیست. کد جدید درخواست کنید.',
  'This code has expired. Request a new one.': 'این کد منقضی شده است. کد جدید درخواست کنید.',
  'Invalid code. {count} attempt{s} left.': 'کد نادرست است. {count} تلاش دیگر باقی مانده است.',
  'Too many wrong codes. Try again in about {count} minute{s}.':
    'کدهای نادرست زیادی وارد شد. حدود {count} دقیقه دیگر دوباره امتحان کنید.',
  'Email cannot be sent right now. Please try again in a minute.':
    'فعلاً ارسال ایمیل ممکن نیست. یک دقیقه دیگر دوباره امتحان کنید.',
  'Could not send the email. Please try again.': 'ارسال ایمیل ممکن نشد. دوباره امتحان کنید.',
  'Too many requests. Please slow down.': 'درخواست‌ها زیاد است. لطفاً کمی صبر کنید.',
  'Not signed in': 'وارد نشده‌اید',
  'Session expired': 'نشست منقضی شد',
  'Please sign in again to use this wallet on this device.':
    'برای استفاده از این کیف پول در این دستگاه، دوباره وارد شوید.',
  'This account already has a wallet.': 'این حساب از قبل کیف پول دارد.',
  'This account has no wallet yet.': 'این حساب هنوز کیف پول ندارد.',
  'This device is not enrolled for this account.': 'این دستگاه برای این حساب ثبت نشده است.',
  'This device is already enrolled.': 'این دستگاه قبلاً ثبت شده است.',
  'The wallet key did not sign this enrollment.': 'کلید کیف پول این ثبت را امضا نکرد.',
  'Sign-in with {provider} is not configured.': 'ورود با {provider} پیکربندی نشده است.',
  'The sign-in could not be completed. Please try again.': 'ورود کامل نشد. دوباره امتحان کنید.',
  'This sign-in attempt has expired. Please start again.': 'این تلاش برای ورود منقضی شده است. از نو شروع کنید.',
  'This link has expired. Start the sign-in again.': 'این پیوند منقضی شده است. دوباره وارد شوید.',
  'This email belongs to another account.': 'این ایمیل متعلق به حساب دیگری است.',
  'This is already your email.': 'این همین حالا ایمیل شماست.',
  'No email change is pending.': 'هیچ تغییر ایمیلی در انتظار نیست.',
  'This Farcaster sign-in request has expired. Please start again.':
    'درخواست ورود با Farcaster منقضی شده است. از نو شروع کنید.',
  'The Farcaster relay could not be reached. Please try again.':
    'دسترسی به رله Farcaster ممکن نشد. دوباره امتحان کنید.',
} satisfies CatalogueTable;
