// Turkish catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Kimlik doğrulama başlatılırken bir sorun oluştu',
  'This application might not support Smart Accounts': 'Bu uygulama akıllı hesapları desteklemiyor olabilir',
  'Signature declined': 'İmza reddedildi',
  'Token Balance Unavailable': 'Token bakiyesi alınamıyor',
  'Failed to fetch transactions': 'İşlemler yüklenemedi',
  'Network Not Found': 'Ağ bulunamadı',
  'Invalid App Configuration': 'Geçersiz uygulama yapılandırması',
  'Network Error - Could not load embedded wallet': 'Ağ hatası: Yerleşik cüzdan yüklenemedi',
  'Embedded Wallet Request Timed Out': 'Yerleşik cüzdan zamanında yanıt vermedi',
  'Unverified Domain': 'Doğrulanmamış alan adı',
  'Session Expired': 'Oturumun süresi doldu',
  'Invalid Project ID': 'Geçersiz proje kimliği',
  'Project ID Not Configured': 'Proje kimliği ayarlanmamış',
  'Request was aborted': 'İstek iptal edildi',
  'Something went wrong': 'Bir şeyler ters gitti',
  'An error occurred': 'Bir hata oluştu',
  'Requested RPC call is not allowed': 'İstenen RPC çağrısına izin verilmiyor',
  'Action not allowed': 'Bu işleme izin verilmiyor',
  'Please try again after {count} seconds': '{count} saniye sonra tekrar deneyin',
  'HTTP status code: {status}': 'HTTP durum kodu: {status}',
  'HTTP request failed.': 'HTTP isteği başarısız oldu.',
  'RPC Request failed.': 'RPC isteği başarısız oldu.',
  'Connection timeout. Please try again.': 'Bağlantı zaman aşımına uğradı. Lütfen tekrar deneyin.',
  'The request took too long to respond.': 'İstek çok uzun sürdü.',
  'Chain is not supported': 'Bu zincir desteklenmiyor',
  'Network not found': 'Ağ bulunamadı',
  'Failed to disconnect': 'Bağlantı kesilemedi',
  'Error resolving name': 'Ad çözümlenemedi',
  'Error fetching name suggestions': 'Ad önerileri yüklenemedi',
  'Error fetching names for address': 'Adresin adları yüklenemedi',
  'Error registering name {name}': '{name} adı kaydedilemedi',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Adlar harf, rakam ve kısa çizgiden oluşur, en az 4 karakter',
  'Names are at most {count} characters long': 'Adlar en fazla {count} karakter olabilir',
  'New names end in {current}; {legacy} names can no longer be registered':
    'Yeni adlar {current} ile biter; {legacy} adları artık kaydedilemez',
  'Names are not supported on {namespace}': '{namespace} üzerinde adlar desteklenmiyor',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Adlar için bir blokzincir API’si gerekir: blockchainApiUrl seçeneğini veya bir projectId ayarlayın',
  'Network not supported for Gas Price': 'Ağ, gas fiyatı için desteklenmiyor',
  'Network not supported for Swaps': 'Ağ, takas için desteklenmiyor',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Takas için bir blokzincir API’si gerekir: blockchainApiUrl seçeneğini (veya barındırılan API için bir projectId) ayarlayın',
  'Choose the tokens to swap': 'Takas edilecek tokenleri seçin',
  'Choose two different tokens': 'İki farklı token seçin',
  'Enter an amount above 0 with at most {count} decimals':
    '0’dan büyük, en fazla {count} ondalık basamaklı bir tutar girin',
  'Insufficient {symbol} balance': 'Yetersiz {symbol} bakiyesi',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'Fiyat %{slippage} kayma toleransını aştı, bu yüzden takas yapılmadı. Yeni teklifi kontrol edip tekrar deneyin',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'Takas zincirde geri alındı ve hiçbir şey değiştirilmedi: Fiyat kayma toleransını aştı veya süresi doldu',
  'The approval was reverted on chain': 'Onay zincirde geri alındı',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    '{hash} işlemi henüz onaylanmadı: Blok gezgininde kontrol edin',
  'Amount is required': 'Tutar girin',
  'Amount must be a number': 'Tutar bir sayı olmalı',
  'Amount must be greater than 0': 'Tutar 0’dan büyük olmalı',
  '{symbol} has at most {count} decimal{s}': '{symbol} en fazla {count} ondalık basamaklıdır',
  'Receiver address is required': 'Alıcı adresini girin',
  'Invalid receiver address': 'Geçersiz alıcı adresi',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Geçersiz alıcı adresi: Büyük/küçük harf sağlama toplamı eşleşmiyor',
  'Token is required': 'Bir token seçin',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} başka bir ağda: Göndermek için o ağa geçin',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    '{namespace} üzerinde gönderme desteklenmiyor: Yalnızca eip155 ve solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Yetersiz bakiye: Tutar ve ağ ücreti için yeterli {symbol} yok',
  'Insufficient funds: not enough {symbol} for the amount': 'Yetersiz bakiye: Tutar için yeterli {symbol} yok',
  'Insufficient funds: not enough {symbol} for the network fee': 'Yetersiz bakiye: Ağ ücreti için yeterli {symbol} yok',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Tutar çok düşük: Yeni bir hesabın oluşması için en az {minimum} alması gerekir',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Kalan bakiye, hesabın tutması gereken {minimum} altına düşer: Tamamını ya da daha azını gönderin',
  'The transaction was reverted': 'İşlem geri alındı',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    '"{hash}" işleminin onaylanması beklenirken zaman aşımı oluştu.',
  'This provider needs a blockchain API': 'Bu sağlayıcı için bir blokzincir API’si gerekir',
  'Buying crypto is not available in your region': 'Bölgenizde kripto satın alınamıyor',
  'The provider window was blocked: allow pop-ups and try again':
    'Sağlayıcı penceresi engellendi: Açılır pencerelere izin verip tekrar deneyin',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Her çağrının 0x ile başlayan bir hedef adresi olmalı ve verisi 0x ile başlamalı',
  'The bundler rejected the user operation: {reason}': 'Bundler kullanıcı işlemini reddetti: {reason}',
  'No code is pending for this email. Request a new one.': 'Bu e-posta için bekleyen kod yok. Yeni bir kod isteyin.',
  'This code has expired. Request a new one.': 'Bu kodun süresi doldu. Yeni bir kod isteyin.',
  'Invalid code. {count} attempt{s} left.': 'Geçersiz kod. {count} deneme hakkınız kaldı.',
  'Too many wrong codes. Try again in about {count} minute{s}.':
    'Çok fazla yanlış kod. Yaklaşık {count} dakika sonra tekrar deneyin.',
  'Email cannot be sent right now. Please try again in a minute.':
    'E-posta şu anda gönderilemiyor. Lütfen bir dakika sonra tekrar deneyin.',
  'Could not send the email. Please try again.': 'E-posta gönderilemedi. Lütfen tekrar deneyin.',
  'Too many requests. Please slow down.': 'Çok fazla istek. Lütfen biraz yavaşlayın.',
  'Not signed in': 'Giriş yapılmadı',
  'Session expired': 'Oturumun süresi doldu',
  'Please sign in again to use this wallet on this device.': 'Bu cüzdanı bu cihazda kullanmak için tekrar giriş yapın.',
  'This account already has a wallet.': 'Bu hesabın zaten bir cüzdanı var.',
  'This account has no wallet yet.': 'Bu hesabın henüz cüzdanı yok.',
  'This device is not enrolled for this account.': 'Bu cihaz bu hesaba kayıtlı değil.',
  'This device is already enrolled.': 'Bu cihaz zaten kayıtlı.',
  'The wallet key did not sign this enrollment.': 'Cüzdan anahtarı bu kaydı imzalamadı.',
  'Sign-in with {provider} is not configured.': '{provider} ile giriş yapılandırılmamış.',
  'The sign-in could not be completed. Please try again.': 'Giriş tamamlanamadı. Lütfen tekrar deneyin.',
  'This sign-in attempt has expired. Please start again.': 'Bu giriş denemesinin süresi doldu. Lütfen baştan başlayın.',
  'This link has expired. Start the sign-in again.': 'Bu bağlantının süresi doldu. Girişi yeniden başlatın.',
  'This email belongs to another account.': 'Bu e-posta başka bir hesaba ait.',
  'This is already your email.': 'Bu zaten sizin e-postanız.',
  'No email change is pending.': 'Bekleyen bir e-posta değişikliği yok.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Bu Farcaster giriş isteğinin süresi doldu. Lütfen baştan başlayın.',
  'The Farcaster relay could not be reached. Please try again.':
    'Farcaster aktarıcısına ulaşılamadı. Lütfen tekrar deneyin.',
} satisfies CatalogueTable;
