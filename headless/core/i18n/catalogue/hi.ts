// Hindi catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'प्रमाणीकरण शुरू करते समय समस्या आई',
  'This application might not support Smart Accounts': 'हो सकता है यह ऐप स्मार्ट अकाउंट का समर्थन न करे',
  'Signature declined': 'हस्ताक्षर अस्वीकार किया गया',
  'Token Balance Unavailable': 'टोकन बैलेंस उपलब्ध नहीं है',
  'Failed to fetch transactions': 'लेन-देन लोड नहीं हो सके',
  'Network Not Found': 'नेटवर्क नहीं मिला',
  'Invalid App Configuration': 'ऐप का कॉन्फ़िगरेशन अमान्य है',
  'Network Error - Could not load embedded wallet': 'नेटवर्क त्रुटि: एम्बेडेड वॉलेट लोड नहीं हो सका',
  'Embedded Wallet Request Timed Out': 'एम्बेडेड वॉलेट ने समय पर जवाब नहीं दिया',
  'Unverified Domain': 'असत्यापित डोमेन',
  'Session Expired': 'सत्र समाप्त हो गया',
  'Invalid Project ID': 'प्रोजेक्ट ID अमान्य है',
  'Project ID Not Configured': 'प्रोजेक्ट ID सेट नहीं है',
  'Request was aborted': 'अनुरोध रद्द कर दिया गया',
  'Something went wrong': 'कुछ गलत हो गया',
  'An error occurred': 'एक त्रुटि हुई',
  'Requested RPC call is not allowed': 'अनुरोधित RPC कॉल की अनुमति नहीं है',
  'Action not allowed': 'इस कार्रवाई की अनुमति नहीं है',
  'Please try again after {count} seconds': '{count} सेकंड बाद फिर से कोशिश करें',
  'HTTP status code: {status}': 'HTTP स्टेटस कोड: {status}',
  'HTTP request failed.': 'HTTP अनुरोध विफल रहा।',
  'RPC Request failed.': 'RPC अनुरोध विफल रहा।',
  'Connection timeout. Please try again.': 'कनेक्शन का समय खत्म। कृपया फिर कोशिश करें।',
  'The request took too long to respond.': 'अनुरोध का जवाब आने में बहुत देर लगी।',
  'Chain is not supported': 'यह चेन समर्थित नहीं है',
  'Network not found': 'नेटवर्क नहीं मिला',
  'Failed to disconnect': 'डिस्कनेक्ट नहीं हो सका',
  'Error resolving name': 'नाम नहीं खोजा जा सका',
  'Error fetching name suggestions': 'नाम के सुझाव लोड नहीं हो सके',
  'Error fetching names for address': 'इस पते के नाम लोड नहीं हो सके',
  'Error registering name {name}': '{name} नाम रजिस्टर नहीं हो सका',
  'Names use letters, digits and hyphens, at least 4 characters': 'नाम में अक्षर, अंक और हाइफ़न हो सकते हैं, कम से कम 4 वर्ण',
  'Names are at most {count} characters long': 'नाम ज़्यादा से ज़्यादा {count} वर्ण का हो सकता है',
  'New names end in {current}; {legacy} names can no longer be registered':
    'नए नाम {current} पर खत्म होते हैं; {legacy} नाम अब रजिस्टर नहीं किए जा सकते',
  'Names are not supported on {namespace}': '{namespace} पर नाम समर्थित नहीं हैं',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'नामों के लिए ब्लॉकचेन API चाहिए: blockchainApiUrl विकल्प या projectId सेट करें',
  'Network not supported for Gas Price': 'इस नेटवर्क पर गैस की कीमत समर्थित नहीं है',
  'Network not supported for Swaps': 'इस नेटवर्क पर स्वैप समर्थित नहीं है',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'स्वैप के लिए ब्लॉकचेन API चाहिए: blockchainApiUrl विकल्प सेट करें (या होस्ट किए गए API के लिए projectId)',
  'Choose the tokens to swap': 'स्वैप करने के लिए टोकन चुनें',
  'Choose two different tokens': 'दो अलग-अलग टोकन चुनें',
  'Enter an amount above 0 with at most {count} decimals': '0 से ज़्यादा राशि डालें, दशमलव के बाद ज़्यादा से ज़्यादा {count} अंक',
  'Insufficient {symbol} balance': '{symbol} बैलेंस पर्याप्त नहीं है',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'कीमत {slippage}% स्लिपेज सीमा से ज़्यादा बदल गई, इसलिए स्वैप नहीं हुआ। नया कोट देखें और फिर से कोशिश करें',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'स्वैप चेन पर वापस हो गया और कुछ भी नहीं बदला गया: कीमत स्लिपेज सीमा से ज़्यादा बदली या समय-सीमा निकल गई',
  'The approval was reverted on chain': 'अनुमोदन चेन पर वापस हो गया',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'लेन-देन {hash} की अभी पुष्टि नहीं हुई है: इसे ब्लॉक एक्सप्लोरर में देखें',
  'Amount is required': 'राशि डालें',
  'Amount must be a number': 'राशि एक संख्या होनी चाहिए',
  'Amount must be greater than 0': 'राशि 0 से ज़्यादा होनी चाहिए',
  '{symbol} has at most {count} decimal{s}': '{symbol} में दशमलव के बाद ज़्यादा से ज़्यादा {count} अंक होते हैं',
  'Receiver address is required': 'प्राप्तकर्ता का पता डालें',
  'Invalid receiver address': 'प्राप्तकर्ता का पता अमान्य है',
  'Invalid receiver address: its mixed-case checksum does not match':
    'प्राप्तकर्ता का पता अमान्य है: बड़े-छोटे अक्षरों का चेकसम मेल नहीं खाता',
  'Token is required': 'टोकन चुनें',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} दूसरे नेटवर्क पर है: भेजने के लिए उस नेटवर्क पर जाएँ',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    '{namespace} पर भेजना समर्थित नहीं है: केवल eip155 और solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'पर्याप्त धनराशि नहीं: राशि और नेटवर्क शुल्क के लिए {symbol} कम है',
  'Insufficient funds: not enough {symbol} for the amount': 'पर्याप्त धनराशि नहीं: राशि के लिए {symbol} कम है',
  'Insufficient funds: not enough {symbol} for the network fee': 'पर्याप्त धनराशि नहीं: नेटवर्क शुल्क के लिए {symbol} कम है',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'राशि बहुत कम है: नए खाते को कम से कम {minimum} मिलना चाहिए',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'बचा हुआ बैलेंस {minimum} की न्यूनतम सीमा से कम हो जाएगा: पूरा या उससे कम भेजें',
  'The transaction was reverted': 'लेन-देन वापस हो गया',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'लेन-देन "{hash}" की पुष्टि का इंतज़ार करते हुए समय समाप्त हो गया।',
  'This provider needs a blockchain API': 'इस प्रदाता को ब्लॉकचेन API चाहिए',
  'Buying crypto is not available in your region': 'आपके क्षेत्र में क्रिप्टो खरीदना उपलब्ध नहीं है',
  'The provider window was blocked: allow pop-ups and try again':
    'प्रदाता की विंडो ब्लॉक हो गई: पॉप-अप की अनुमति दें और फिर से कोशिश करें',
  'Each call needs a 0x target address, and its data must start with 0x':
    'हर कॉल में 0x वाला लक्ष्य पता होना चाहिए, और उसका डेटा 0x से शुरू होना चाहिए',
  'The bundler rejected the user operation: {reason}': 'बंडलर ने यूज़र ऑपरेशन अस्वीकार कर दिया: {reason}',
  'No code is pending for this email. Request a new one.': 'इस ईमेल के लिए कोई कोड बाकी नहीं है। नया कोड मँगाएँ।',
  'This code has expired. Request a new one.': 'यह कोड समाप्त हो गया है। नया कोड मँगाएँ।',
  'Invalid code. {count} attempt{s} left.': 'गलत कोड। {count} प्रयास बाकी हैं।',
  'Too many wrong codes. Try again in about {count} minute{s}.':
    'बहुत ज़्यादा गलत कोड। लगभग {count} मिनट बाद फिर से कोशिश करें।',
  'Email cannot be sent right now. Please try again in a minute.':
    'अभी ईमेल नहीं भेजा जा सकता। एक मिनट बाद फिर से कोशिश करें।',
  'Could not send the email. Please try again.': 'ईमेल नहीं भेजा जा सका। फिर से कोशिश करें।',
  'Too many requests. Please slow down.': 'बहुत ज़्यादा अनुरोध। कृपया थोड़ा रुकें।',
  'Not signed in': 'साइन इन नहीं है',
  'Session expired': 'सत्र समाप्त हो गया',
  'Please sign in again to use this wallet on this device.': 'इस डिवाइस पर यह वॉलेट इस्तेमाल करने के लिए फिर से साइन इन करें।',
  'This account already has a wallet.': 'इस खाते में पहले से एक वॉलेट है।',
  'This account has no wallet yet.': 'इस खाते में अभी कोई वॉलेट नहीं है।',
  'This device is not enrolled for this account.': 'यह डिवाइस इस खाते के लिए रजिस्टर नहीं है।',
  'This device is already enrolled.': 'यह डिवाइस पहले से रजिस्टर है।',
  'The wallet key did not sign this enrollment.': 'वॉलेट की कुंजी ने इस रजिस्ट्रेशन पर हस्ताक्षर नहीं किए।',
  'Sign-in with {provider} is not configured.': '{provider} से साइन इन सेट नहीं है।',
  'The sign-in could not be completed. Please try again.': 'साइन इन पूरा नहीं हो सका। फिर से कोशिश करें।',
  'This sign-in attempt has expired. Please start again.': 'यह साइन-इन प्रयास समाप्त हो गया है। फिर से शुरू करें।',
  'This link has expired. Start the sign-in again.': 'यह लिंक समाप्त हो गया है। फिर से साइन इन करें।',
  'This email belongs to another account.': 'यह ईमेल किसी दूसरे खाते का है।',
  'This is already your email.': 'यह पहले से आपका ईमेल है।',
  'No email change is pending.': 'कोई ईमेल बदलाव बाकी नहीं है।',
  'This Farcaster sign-in request has expired. Please start again.':
    'Farcaster से साइन इन का यह अनुरोध समाप्त हो गया है। फिर से शुरू करें।',
  'The Farcaster relay could not be reached. Please try again.': 'Farcaster रिले तक नहीं पहुँचा जा सका। फिर से कोशिश करें।',
} satisfies CatalogueTable;
