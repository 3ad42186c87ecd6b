// Indonesian catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Terjadi masalah saat memulai autentikasi',
  'This application might not support Smart Accounts': 'Aplikasi ini mungkin tidak mendukung akun pintar',
  'Signature declined': 'Tanda tangan ditolak',
  'Token Balance Unavailable': 'Saldo token tidak tersedia',
  'Failed to fetch transactions': 'Gagal memuat transaksi',
  'Network Not Found': 'Jaringan tidak ditemukan',
  'Invalid App Configuration': 'Konfigurasi aplikasi tidak valid',
  'Network Error - Could not load embedded wallet': 'Kesalahan jaringan: dompet tersemat tidak dapat dimuat',
  'Embedded Wallet Request Timed Out': 'Dompet tersemat tidak merespons tepat waktu',
  'Unverified Domain': 'Domain belum diverifikasi',
  'Session Expired': 'Sesi berakhir',
  'Invalid Project ID': 'ID proyek tidak valid',
  'Project ID Not Configured': 'ID proyek belum diatur',
  'Request was aborted': 'Permintaan dibatalkan',
  'Something went wrong': 'Terjadi kesalahan',
  'An error occurred': 'Terjadi galat',
  'Requested RPC call is not allowed': 'Panggilan RPC yang diminta tidak diizinkan',
  'Action not allowed': 'Tindakan tidak diizinkan',
  'Please try again after {count} seconds': 'Coba lagi dalam {count} detik',
  'HTTP status code: {status}': 'Kode status HTTP: {status}',
  'HTTP request failed.': 'Permintaan HTTP gagal.',
  'RPC Request failed.': 'Permintaan RPC gagal.',
  'Connection timeout. Please try again.': 'Waktu koneksi habis. Coba lagi.',
  'The request took too long to respond.': 'Permintaan terlalu lama direspons.',
  'Chain is not supported': 'Chain ini tidak didukung',
  'Network not found': 'Jaringan tidak ditemukan',
  'Failed to disconnect': 'Gagal memutuskan koneksi',
  'Error resolving name': 'Nama tidak dapat dicari',
  'Error fetching name suggestions': 'Gagal memuat saran nama',
  'Error fetching names for address': 'Gagal memuat nama untuk alamat ini',
  'Error registering name {name}': 'Gagal mendaftarkan nama {name}',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Nama terdiri dari huruf, angka, dan tanda hubung, minimal 4 karakter',
  'Names are at most {count} characters long': 'Nama maksimal {count} karakter',
  'New names end in {current}; {legacy} names can no longer be registered':
    'Nama baru berakhiran {current}; nama {legacy} tidak dapat didaftarkan lagi',
  'Names are not supported on {namespace}': 'Nama tidak didukung di {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Nama memerlukan API blockchain: atur opsi blockchainApiUrl atau projectId',
  'Network not supported for Gas Price': 'Jaringan tidak didukung untuk harga gas',
  'Network not supported for Swaps': 'Jaringan tidak didukung untuk swap',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Swap memerlukan API blockchain: atur opsi blockchainApiUrl (atau projectId untuk yang dihosting)',
  'Choose the tokens to swap': 'Pilih token yang akan ditukar',
  'Choose two different tokens': 'Pilih dua token yang berbeda',
  'Enter an amount above 0 with at most {count} decimals': 'Masukkan jumlah di atas 0 dengan maksimal {count} desimal',
  'Insufficient {symbol} balance': 'Saldo {symbol} tidak cukup',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'Harga bergerak melewati toleransi slippage {slippage}%, jadi tidak ada yang ditukar. Periksa penawaran baru lalu coba lagi',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'Swap dibatalkan di chain dan tidak ada yang ditukar: harga melewati toleransi slippage atau batas waktunya lewat',
  'The approval was reverted on chain': 'Persetujuan dibatalkan di chain',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'Transaksi {hash} belum dikonfirmasi: periksa di block explorer',
  'Amount is required': 'Masukkan jumlah',
  'Amount must be a number': 'Jumlah harus berupa angka',
  'Amount must be greater than 0': 'Jumlah harus lebih dari 0',
  '{symbol} has at most {count} decimal{s}': '{symbol} memiliki maksimal {count} desimal',
  'Receiver address is required': 'Masukkan alamat penerima',
  'Invalid receiver address': 'Alamat penerima tidak valid',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Alamat penerima tidak valid: checksum huruf besar-kecilnya tidak cocok',
  'Token is required': 'Pilih token',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} ada di jaringan lain: beralihlah ke jaringan tersebut untuk mengirimnya',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'Pengiriman tidak didukung di {namespace}: hanya eip155 dan solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Dana tidak cukup: {symbol} tidak cukup untuk jumlah dan biaya jaringan',
  'Insufficient funds: not enough {symbol} for the amount': 'Dana tidak cukup: {symbol} tidak cukup untuk jumlah ini',
  'Insufficient funds: not enough {symbol} for the network fee':
    'Dana tidak cukup: {symbol} tidak cukup untuk biaya jaringan',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Jumlah terlalu kecil: akun baru harus menerima minimal {minimum}',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'Sisa saldo akan di bawah minimum {minimum} yang wajib disimpan akun: kirim semuanya atau kurang',
  'The transaction was reverted': 'Transaksi dibatalkan',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Waktu habis saat menunggu konfirmasi transaksi "{hash}".',
  'This provider needs a blockchain API': 'Penyedia ini memerlukan API blockchain',
  'Buying crypto is not available in your region': 'Pembelian kripto tidak tersedia di wilayah Anda',
  'The provider window was blocked: allow pop-ups and try again':
    'Jendela penyedia diblokir: izinkan pop-up lalu coba lagi',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Setiap panggilan memerlukan alamat tujuan 0x, dan datanya harus diawali 0x',
  'The bundler rejected the user operation: {reason}': 'Bundler menolak operasi pengguna: {reason}',
  'No code is pending for this email. Request a new one.': 'Tidak ada kode tertunda untuk email ini. Minta kode baru.',
  'This code has expired. Request a new one.': 'Kode ini sudah kedaluwarsa. Minta kode baru.',
  'Invalid code. {count} attempt{s} left.': 'Kode salah. Sisa {count} percobaan.',
  'Too many wrong codes. Try again in about {count} minute{s}.':
    'Terlalu banyak kode salah. Coba lagi dalam sekitar {count} menit.',
  'Email cannot be sent right now. Please try again in a minute.':
    'Email tidak dapat dikirim saat ini. Coba lagi dalam satu menit.',
  'Could not send the email. Please try again.': 'Email tidak dapat dikirim. Coba lagi.',
  'Too many requests. Please slow down.': 'Terlalu banyak permintaan. Harap tunggu sebentar.',
  'Not signed in': 'Belum masuk',
  'Session expired': 'Sesi berakhir',
  'Please sign in again to use this wallet on this device.': 'Masuk lagi untuk memakai dompet ini di perangkat ini.',
  'This account already has a wallet.': 'Akun ini sudah memiliki dompet.',
  'This account has no wallet yet.': 'Akun ini belum memiliki dompet.',
  'This device is not enrolled for this account.': 'Perangkat ini belum terdaftar untuk akun ini.',
  'This device is already enrolled.': 'Perangkat ini sudah terdaftar.',
  'The wallet key did not sign this enrollment.': 'Kunci dompet tidak menandatangani pendaftaran ini.',
  'Sign-in with {provider} is not configured.': 'Masuk dengan {provider} belum diatur.',
  'The sign-in could not be completed. Please try again.': 'Proses masuk tidak dapat diselesaikan. Coba lagi.',
  'This sign-in attempt has expired. Please start again.': 'Percobaan masuk ini sudah kedaluwarsa. Mulai lagi.',
  'This link has expired. Start the sign-in again.': 'Tautan ini sudah kedaluwarsa. Mulai proses masuk lagi.',
  'This email belongs to another account.': 'Email ini milik akun lain.',
  'This is already your email.': 'Ini sudah email Anda.',
  'No email change is pending.': 'Tidak ada perubahan email yang tertunda.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Permintaan masuk dengan Farcaster ini sudah kedaluwarsa. Mulai lagi.',
  'The Farcaster relay could not be reached. Please try again.': 'Relay Farcaster tidak dapat dijangkau. Coba lagi.',
} satisfies CatalogueTable;
