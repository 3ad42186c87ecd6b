// Spanish catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Hubo un problema al iniciar la autenticación',
  'This application might not support Smart Accounts': 'Es posible que esta aplicación no admita cuentas inteligentes',
  'Signature declined': 'Firma rechazada',
  'Token Balance Unavailable': 'Saldo de tokens no disponible',
  'Failed to fetch transactions': 'No se pudieron cargar las transacciones',
  'Network Not Found': 'Red no encontrada',
  'Invalid App Configuration': 'Configuración de la aplicación no válida',
  'Network Error - Could not load embedded wallet': 'Error de red: no se pudo cargar la billetera integrada',
  'Embedded Wallet Request Timed Out': 'La billetera integrada no respondió a tiempo',
  'Unverified Domain': 'Dominio no verificado',
  'Session Expired': 'Sesión caducada',
  'Invalid Project ID': 'ID de proyecto no válido',
  'Project ID Not Configured': 'ID de proyecto no configurado',
  'Request was aborted': 'La solicitud se canceló',
  'Something went wrong': 'Algo salió mal',
  'An error occurred': 'Se produjo un error',
  'Requested RPC call is not allowed': 'La llamada RPC solicitada no está permitida',
  'Action not allowed': 'Acción no permitida',
  'Please try again after {count} seconds': {
    one: 'Vuelve a intentarlo en {count} segundo',
    other: 'Vuelve a intentarlo en {count} segundos',
  },
  'HTTP status code: {status}': 'Código de estado HTTP: {status}',
  'HTTP request failed.': 'La solicitud HTTP falló.',
  'RPC Request failed.': 'La solicitud RPC falló.',
  'Connection timeout. Please try again.': 'Se agotó el tiempo de conexión. Vuelve a intentarlo.',
  'The request took too long to respond.': 'La solicitud tardó demasiado en responder.',
  'Chain is not supported': 'Esta cadena no es compatible',
  'Network not found': 'Red no encontrada',
  'Failed to disconnect': 'No se pudo desconectar',
  'Error resolving name': 'No se pudo resolver el nombre',
  'Error fetching name suggestions': 'No se pudieron cargar las sugerencias de nombres',
  'Error fetching names for address': 'No se pudieron cargar los nombres de la dirección',
  'Error registering name {name}': 'No se pudo registrar el nombre {name}',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Los nombres usan letras, números y guiones, con al menos 4 caracteres',
  'Names are at most {count} characters long': {
    one: 'Los nombres tienen como máximo {count} carácter',
    other: 'Los nombres tienen como máximo {count} caracteres',
  },
  'New names end in {current}; {legacy} names can no longer be registered':
    'Los nombres nuevos terminan en {current}; ya no se pueden registrar nombres {legacy}',
  'Names are not supported on {namespace}': 'Los nombres no son compatibles con {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Los nombres necesitan una API de blockchain: define la opción blockchainApiUrl o un projectId',
  'Network not supported for Gas Price': 'Red no compatible con el precio del gas',
  'Network not supported for Swaps': 'Red no compatible con intercambios',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'Los intercambios necesitan una API de blockchain: define la opción blockchainApiUrl (o un projectId para la alojada)',
  'Choose the tokens to swap': 'Elige los tokens que quieres intercambiar',
  'Choose two different tokens': 'Elige dos tokens distintos',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'Ingresa un monto mayor que 0 con {count} decimal como máximo',
    other: 'Ingresa un monto mayor que 0 con {count} decimales como máximo',
  },
  'Insufficient {symbol} balance': 'Saldo de {symbol} insuficiente',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'El precio superó la tolerancia de deslizamiento del {slippage} %, así que no se intercambió nada. Revisa la nueva cotización y vuelve a intentarlo',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'El intercambio se revirtió en la cadena y no se intercambió nada: el precio superó la tolerancia de deslizamiento o venció el plazo',
  'The approval was reverted on chain': 'La aprobación se revirtió en la cadena',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'La transacción {hash} aún no está confirmada: revísala en el explorador de bloques',
  'Amount is required': 'Falta el monto',
  'Amount must be a number': 'El monto debe ser un número',
  'Amount must be greater than 0': 'El monto debe ser mayor que 0',
  '{symbol} has at most {count} decimal{s}': {
    one: '{symbol} tiene como máximo {count} decimal',
    other: '{symbol} tiene como máximo {count} decimales',
  },
  'Receiver address is required': 'Falta la dirección del destinatario',
  'Invalid receiver address': 'Dirección del destinatario no válida',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Dirección del destinatario no válida: la suma de verificación de mayúsculas y minúsculas no coincide',
  'Token is required': 'Falta el token',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} está en otra red: cambia a esa red para enviarlo',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'No se admiten envíos en {namespace}: solo en eip155 y solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Fondos insuficientes: no hay suficiente {symbol} para el monto y la comisión de red',
  'Insufficient funds: not enough {symbol} for the amount':
    'Fondos insuficientes: no hay suficiente {symbol} para el monto',
  'Insufficient funds: not enough {symbol} for the network fee':
    'Fondos insuficientes: no hay suficiente {symbol} para la comisión de red',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Monto demasiado bajo: una cuenta nueva debe recibir al menos {minimum} para existir',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'El saldo restante quedaría por debajo del mínimo de {minimum} que debe conservar una cuenta: envía todo o menos',
  'The transaction was reverted': 'La transacción se revirtió',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'Se agotó el tiempo de espera para confirmar la transacción «{hash}».',
  'This provider needs a blockchain API': 'Este proveedor necesita una API de blockchain',
  'Buying crypto is not available in your region': 'La compra de criptomonedas no está disponible en tu región',
  'The provider window was blocked: allow pop-ups and try again':
    'Se bloqueó la ventana del proveedor: permite las ventanas emergentes y vuelve a intentarlo',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Cada llamada necesita una dirección de destino 0x y sus datos deben empezar por 0x',
  'The bundler rejected the user operation: {reason}': 'El bundler rechazó la operación de usuario: {reason}',
  'No code is pending for this email. Request a new one.':
    'No hay ningún código pendiente para este correo. Solicita uno nuevo.',
  'This code has expired. Request a new one.': 'Este código caducó. Solicita uno nuevo.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'Código incorrecto. Te queda {count} intento.',
    other: 'Código incorrecto. Te quedan {count} intentos.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'Demasiados códigos incorrectos. Vuelve a intentarlo en unos {count} minuto.',
    other: 'Demasiados códigos incorrectos. Vuelve a intentarlo en unos {count} minutos.',
  },
  'Email cannot be sent right now. Please try again in a minute.':
    'Ahora no se puede enviar el correo. Vuelve a intentarlo en un minuto.',
  'Could not send the email. Please try again.': 'No se pudo enviar el correo. Vuelve a intentarlo.',
  'Too many requests. Please slow down.': 'Demasiadas solicitudes. Espera un momento.',
  'Not signed in': 'No has iniciado sesión',
  'Session expired': 'Sesión caducada',
  'Please sign in again to use this wallet on this device.':
    'Vuelve a iniciar sesión para usar esta billetera en este dispositivo.',
  'This account already has a wallet.': 'Esta cuenta ya tiene una billetera.',
  'This account has no wallet yet.': 'Esta cuenta aún no tiene billetera.',
  'This device is not enrolled for this account.': 'Este dispositivo no está registrado en esta cuenta.',
  'This device is already enrolled.': 'Este dispositivo ya está registrado.',
  'The wallet key did not sign this enrollment.': 'La clave de la billetera no firmó este registro.',
  'Sign-in with {provider} is not configured.': 'El inicio de sesión con {provider} no está configurado.',
  'The sign-in could not be completed. Please try again.':
    'No se pudo completar el inicio de sesión. Vuelve a intentarlo.',
  'This sign-in attempt has expired. Please start again.': 'Este intento de inicio de sesión caducó. Empieza de nuevo.',
  'This link has expired. Start the sign-in again.': 'Este enlace caducó. Vuelve a iniciar sesión.',
  'This email belongs to another account.': 'Este correo pertenece a otra cuenta.',
  'This is already your email.': 'Este ya es tu correo.',
  'No email change is pending.': 'No hay ningún cambio de correo pendiente.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Esta solicitud de inicio de sesión con Farcaster caducó. Empieza de nuevo.',
  'The Farcaster relay could not be reached. Please try again.':
    'No se pudo conectar con el relé de Farcaster. Vuelve a intentarlo.',
} satisfies CatalogueTable;
