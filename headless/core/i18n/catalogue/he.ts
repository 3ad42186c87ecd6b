// Hebrew catalogue texts (see ids.ts). Instructions use the impersonal infinitive ("יש ל…"), as Hebrew interfaces do
// to address everyone alike.
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'אירעה בעיה בהפעלת האימות',
  'This application might not support Smart Accounts': 'ייתכן שהאפליקציה הזו לא תומכת בחשבונות חכמים',
  'Signature declined': 'החתימה נדחתה',
  'Token Balance Unavailable': 'יתרת הטוקנים אינה זמינה',
  'Failed to fetch transactions': 'לא ניתן לטעון את העסקאות',
  'Network Not Found': 'הרשת לא נמצאה',
  'Invalid App Configuration': 'הגדרות האפליקציה אינן תקינות',
  'Network Error - Could not load embedded wallet': 'שגיאת רשת: לא ניתן לטעון את הארנק המוטמע',
  'Embedded Wallet Request Timed Out': 'הארנק המוטמע לא הגיב בזמן',
  'Unverified Domain': 'דומיין לא מאומת',
  'Session Expired': 'תוקף הסשן פג',
  'Invalid Project ID': 'מזהה הפרויקט אינו תקין',
  'Project ID Not Configured': 'מזהה הפרויקט לא הוגדר',
  'Request was aborted': 'הבקשה בוטלה',
  'Something went wrong': 'משהו השתבש',
  'An error occurred': 'אירעה שגיאה',
  'Requested RPC call is not allowed': 'קריאת ה-RPC המבוקשת אינה מותרת',
  'Action not allowed': 'הפעולה אינה מותרת',
  'Please try again after {count} seconds': {
    one: 'יש לנסות שוב בעוד שנייה',
    two: 'יש לנסות שוב בעוד {count} שניות',
    other: 'יש לנסות שוב בעוד {count} שניות',
  },
  'HTTP status code: {status}': 'קוד סטטוס HTTP: {status}',
  'HTTP request failed.': 'בקשת ה-HTTP נכשלה.',
  'RPC Request failed.': 'בקשת ה-RPC נכשלה.',
  'Connection timeout. Please try again.': 'הזמן לחיבור פג. נסו שוב.',
  'The request took too long to respond.': 'התשובה לבקשה התעכבה יותר מדי.',
  'Chain is not supported': 'הרשת הזו אינה נתמכת',
  'Network not found': 'הרשת לא נמצאה',
  'Failed to disconnect': 'לא ניתן להתנתק',
  'Error resolving name': 'לא ניתן לאתר את השם',
  'Error fetching name suggestions': 'לא ניתן לטעון הצעות לשמות',
  'Error fetching names for address': 'לא ניתן לטעון שמות עבור הכתובת',
  'Error registering name {name}': 'לא ניתן לרשום את השם {name}',
  'Names use letters, digits and hyphens, at least 4 characters': 'שמות מורכבים מאותיות, ספרות ומקפים, לפחות 4 תווים',
  'Names are at most {count} characters long': { one: 'אורך השם עד תו אחד', other: 'אורך השם עד {count} תווים' },
  'New names end in {current}; {legacy} names can no longer be registered':
    'שמות חדשים מסתיימים ב-{current}; כבר לא ניתן לרשום שמות {legacy}',
  'Names are not supported on {namespace}': 'אין תמיכה בשמות ב-{namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'שמות דורשים API של בלוקצ׳יין: יש להגדיר את האפשרות blockchainApiUrl או projectId',
  'Network not supported for Gas Price': 'הרשת אינה נתמכת עבור מחיר הגז',
  'Network not supported for Swaps': 'הרשת אינה נתמכת עבור החלפות',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'החלפות דורשות API של בלוקצ׳יין: יש להגדיר את האפשרות blockchainApiUrl (או projectId עבור השירות המתארח)',
  'Choose the tokens to swap': 'יש לבחור את הטוקנים להחלפה',
  'Choose two different tokens': 'יש לבחור שני טוקנים שונים',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'יש להזין סכום גדול מ-0 עם ספרה אחת לכל היותר אחרי הנקודה',
    other: 'יש להזין סכום גדול מ-0 עם {count} ספרות לכל היותר אחרי הנקודה',
  },
  'Insufficient {symbol} balance': 'אין מספיק {symbol}',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'המחיר השתנה מעבר לסטייה המותרת של {slippage}%, ולכן לא בוצעה החלפה. יש לבדוק את ההצעה החדשה ולנסות שוב',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'ההחלפה בוטלה בשרשרת ושום דבר לא הוחלף: המחיר חרג מהסטייה המותרת או שהמועד האחרון חלף',
  'The approval was reverted on chain': 'האישור בוטל בשרשרת',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'העסקה {hash} עדיין לא אושרה: אפשר לבדוק אותה בסייר הבלוקים',
  'Amount is required': 'יש להזין סכום',
  'Amount must be a number': 'הסכום חייב להיות מספר',
  'Amount must be greater than 0': 'הסכום חייב להיות גדול מ-0',
  '{symbol} has at most {count} decimal{s}': {
    one: 'ל-{symbol} יש ספרה אחת לכל היותר אחרי הנקודה',
    other: 'ל-{symbol} יש {count} ספרות לכל היותר אחרי הנקודה',
  },
  'Receiver address is required': 'יש להזין את כתובת הנמען',
  'Invalid receiver address': 'כתובת הנמען אינה תקינה',
  'Invalid receiver address: its mixed-case checksum does not match':
    'כתובת הנמען אינה תקינה: סיכום הביקורת של האותיות הגדולות והקטנות אינו תואם',
  'Token is required': 'יש לבחור טוקן',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} נמצא ברשת אחרת: כדי לשלוח אותו יש לעבור לרשת שלו',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'אין תמיכה בשליחה ב-{namespace}: רק ב-eip155 וב-solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'אין מספיק כסף: אין מספיק {symbol} לסכום ולעמלת הרשת',
  'Insufficient funds: not enough {symbol} for the amount': 'אין מספיק כסף: אין מספיק {symbol} לסכום',
  'Insufficient funds: not enough {symbol} for the network fee': 'אין מספיק כסף: אין מספיק {symbol} לעמלת הרשת',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'הסכום קטן מדי: חשבון חדש צריך לקבל לפחות {minimum}',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'היתרה שתישאר תרד מתחת למינימום של {minimum} שחשבון חייב לשמור: יש לשלוח הכול או פחות',
  'The transaction was reverted': 'העסקה בוטלה',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'תם הזמן בהמתנה לאישור העסקה "{hash}".',
  'This provider needs a blockchain API': 'הספק הזה דורש API של בלוקצ׳יין',
  'Buying crypto is not available in your region': 'קניית קריפטו אינה זמינה באזור שלך',
  'The provider window was blocked: allow pop-ups and try again':
    'החלון של הספק נחסם: יש לאפשר חלונות קופצים ולנסות שוב',
  'Each call needs a 0x target address, and its data must start with 0x':
    'כל קריאה צריכה כתובת יעד 0x, והנתונים שלה חייבים להתחיל ב-0x',
  'The bundler rejected the user operation: {reason}': 'ה-bundler דחה את פעולת המשתמש: {reason}',
  'No code is pending for this email. Request a new one.': 'אין קוד ממתין לכתובת הזו. יש לבקש קוד חדש.',
  'This code has expired. Request a new one.': 'תוקף הקוד פג. יש לבקש קוד חדש.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'הקוד שגוי. נותר ניסיון אחד.',
    other: 'הקוד שגוי. נותרו {count} ניסיונות.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'יותר מדי קודים שגויים. יש לנסות שוב בעוד כדקה.',
    other: 'יותר מדי קודים שגויים. יש לנסות שוב בעוד כ-{count} דקות.',
  },
  'Email cannot be sent right now. Please try again in a minute.': 'לא ניתן לשלוח אימייל כרגע. יש לנסות שוב בעוד דקה.',
  'Could not send the email. Please try again.': 'לא ניתן לשלוח את האימייל. יש לנסות שוב.',
  'Too many requests. Please slow down.': 'יותר מדי בקשות. כדאי להאט קצת.',
  'Not signed in': 'לא מחובר',
  'Session expired': 'תוקף הסשן פג',
  'Please sign in again to use this wallet on this device.': 'יש להתחבר שוב כדי להשתמש בארנק הזה במכשיר הזה.',
  'This account already has a wallet.': 'לחשבון הזה כבר יש ארנק.',
  'This account has no wallet yet.': 'לחשבון הזה עדיין אין ארנק.',
  'This device is not enrolled for this account.': 'המכשיר הזה לא רשום לחשבון.',
  'This device is already enrolled.': 'המכשיר הזה כבר רשום.',
  'The wallet key did not sign this enrollment.': 'מפתח הארנק לא חתם על הרישום הזה.',
  'Sign-in with {provider} is not configured.': 'ההתחברות עם {provider} לא הוגדרה.',
  'The sign-in could not be completed. Please try again.': 'לא ניתן להשלים את ההתחברות. יש לנסות שוב.',
  'This sign-in attempt has expired. Please start again.': 'תוקף ניסיון ההתחברות פג. יש להתחיל מחדש.',
  'This link has expired. Start the sign-in again.': 'תוקף הקישור פג. יש להתחבר מחדש.',
  'This email belongs to another account.': 'כתובת האימייל הזו שייכת לחשבון אחר.',
  'This is already your email.': 'זו כבר כתובת האימייל שלך.',
  'No email change is pending.': 'אין שינוי אימייל ממתין.',
  'This Farcaster sign-in request has expired. Please start again.':
    'תוקף בקשת ההתחברות עם Farcaster פג. יש להתחיל מחדש.',
  'The Farcaster relay could not be reached. Please try again.': 'לא ניתן להגיע לשרת הממסר של Farcaster. יש לנסות שוב.',
} satisfies CatalogueTable;
