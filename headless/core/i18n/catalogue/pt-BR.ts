// Brazilian Portuguese catalogue texts (see ids.ts).
import type { CatalogueTable } from './ids';

export default {
  'A problem occurred while trying initialize authentication': 'Ocorreu um problema ao iniciar a autenticação',
  'This application might not support Smart Accounts': 'Este aplicativo talvez não aceite contas inteligentes',
  'Signature declined': 'Assinatura recusada',
  'Token Balance Unavailable': 'Saldo de tokens indisponível',
  'Failed to fetch transactions': 'Não foi possível carregar as transações',
  'Network Not Found': 'Rede não encontrada',
  'Invalid App Configuration': 'Configuração do aplicativo inválida',
  'Network Error - Could not load embedded wallet': 'Erro de rede: não foi possível carregar a carteira integrada',
  'Embedded Wallet Request Timed Out': 'A carteira integrada não respondeu a tempo',
  'Unverified Domain': 'Domínio não verificado',
  'Session Expired': 'Sessão expirada',
  'Invalid Project ID': 'ID do projeto inválido',
  'Project ID Not Configured': 'ID do projeto não configurado',
  'Request was aborted': 'A solicitação foi cancelada',
  'Something went wrong': 'Algo deu errado',
  'An error occurred': 'Ocorreu um erro',
  'Requested RPC call is not allowed': 'A chamada RPC solicitada não é permitida',
  'Action not allowed': 'Ação não permitida',
  'Please try again after {count} seconds': {
    one: 'Tente de novo em {count} segundo',
    other: 'Tente de novo em {count} segundos',
  },
  'HTTP status code: {status}': 'Código de status HTTP: {status}',
  'HTTP request failed.': 'A solicitação HTTP falhou.',
  'RPC Request failed.': 'A solicitação RPC falhou.',
  'Connection timeout. Please try again.': 'A conexão expirou. Tente novamente.',
  'The request took too long to respond.': 'A solicitação demorou demais para responder.',
  'Chain is not supported': 'Esta rede não é compatível',
  'Network not found': 'Rede não encontrada',
  'Failed to disconnect': 'Não foi possível desconectar',
  'Error resolving name': 'Não foi possível resolver o nome',
  'Error fetching name suggestions': 'Não foi possível carregar as sugestões de nomes',
  'Error fetching names for address': 'Não foi possível carregar os nomes do endereço',
  'Error registering name {name}': 'Não foi possível registrar o nome {name}',
  'Names use letters, digits and hyphens, at least 4 characters':
    'Os nomes usam letras, números e hifens, com no mínimo 4 caracteres',
  'Names are at most {count} characters long': {
    one: 'Os nomes têm no máximo {count} caractere',
    other: 'Os nomes têm no máximo {count} caracteres',
  },
  'New names end in {current}; {legacy} names can no longer be registered':
    'Os novos nomes terminam em {current}; nomes {legacy} não podem mais ser registrados',
  'Names are not supported on {namespace}': 'Nomes não são compatíveis com {namespace}',
  'Names need a blockchain API: set the blockchainApiUrl option or a projectId':
    'Os nomes precisam de uma API de blockchain: defina a opção blockchainApiUrl ou um projectId',
  'Network not supported for Gas Price': 'Rede não compatível com o preço do gás',
  'Network not supported for Swaps': 'Rede não compatível com trocas',
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)':
    'As trocas precisam de uma API de blockchain: defina a opção blockchainApiUrl (ou um projectId para a hospedada)',
  'Choose the tokens to swap': 'Escolha os tokens para trocar',
  'Choose two different tokens': 'Escolha dois tokens diferentes',
  'Enter an amount above 0 with at most {count} decimals': {
    one: 'Digite um valor acima de 0 com no máximo {count} casa decimal',
    other: 'Digite um valor acima de 0 com no máximo {count} casas decimais',
  },
  'Insufficient {symbol} balance': 'Saldo de {symbol} insuficiente',
  'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again':
    'O preço ultrapassou a tolerância de slippage de {slippage}%, então nada foi trocado. Confira a nova cotação e tente de novo',
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed':
    'A troca foi revertida na rede e nada foi trocado: o preço ultrapassou a tolerância de slippage ou o prazo expirou',
  'The approval was reverted on chain': 'A aprovação foi revertida na rede',
  'Transaction {hash} is not confirmed yet: check it on the block explorer':
    'A transação {hash} ainda não foi confirmada: confira no explorador de blocos',
  'Amount is required': 'Informe o valor',
  'Amount must be a number': 'O valor deve ser um número',
  'Amount must be greater than 0': 'O valor deve ser maior que 0',
  '{symbol} has at most {count} decimal{s}': {
    one: '{symbol} tem no máximo {count} casa decimal',
    other: '{symbol} tem no máximo {count} casas decimais',
  },
  'Receiver address is required': 'Informe o endereço do destinatário',
  'Invalid receiver address': 'Endereço do destinatário inválido',
  'Invalid receiver address: its mixed-case checksum does not match':
    'Endereço do destinatário inválido: o checksum de maiúsculas e minúsculas não confere',
  'Token is required': 'Escolha um token',
  '{symbol} is on another network: switch to its network to send it':
    '{symbol} está em outra rede: mude para essa rede para enviá-lo',
  'Sending is not supported on {namespace}: only eip155 and solana are sendable':
    'Envios não são compatíveis com {namespace}: só eip155 e solana',
  'Insufficient funds: not enough {symbol} for the amount and the network fee':
    'Saldo insuficiente: não há {symbol} suficiente para o valor e a taxa de rede',
  'Insufficient funds: not enough {symbol} for the amount':
    'Saldo insuficiente: não há {symbol} suficiente para o valor',
  'Insufficient funds: not enough {symbol} for the network fee':
    'Saldo insuficiente: não há {symbol} suficiente para a taxa de rede',
  'Amount too small: a new account must receive at least {minimum} to exist':
    'Valor baixo demais: uma conta nova precisa receber pelo menos {minimum} para existir',
  'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less':
    'O saldo restante ficaria abaixo do mínimo de {minimum} que uma conta deve manter: envie tudo ou menos',
  'The transaction was reverted': 'A transação foi revertida',
  'Timed out while waiting for transaction with hash "{hash}" to be confirmed.':
    'O tempo de espera pela confirmação da transação "{hash}" se esgotou.',
  'This provider needs a blockchain API': 'Este provedor precisa de uma API de blockchain',
  'Buying crypto is not available in your region': 'A compra de cripto não está disponível na sua região',
  'The provider window was blocked: allow pop-ups and try again':
    'A janela do provedor foi bloqueada: permita pop-ups e tente de novo',
  'Each call needs a 0x target address, and its data must start with 0x':
    'Cada chamada precisa de um endereço de destino 0x, e os dados devem começar com 0x',
  'The bundler rejected the user operation: {reason}': 'O bundler recusou a user operation: {reason}',
  'No code is pending for this email. Request a new one.': 'Não há código pendente para este e-mail. Peça um novo.',
  'This code has expired. Request a new one.': 'Este código expirou. Peça um novo.',
  'Invalid code. {count} attempt{s} left.': {
    one: 'Código inválido. Resta {count} tentativa.',
    other: 'Código inválido. Restam {count} tentativas.',
  },
  'Too many wrong codes. Try again in about {count} minute{s}.': {
    one: 'Muitos códigos errados. Tente de novo em cerca de {count} minuto.',
    other: 'Muitos códigos errados. Tente de novo em cerca de {count} minutos.',
  },
  'Email cannot be sent right now. Please try again in a minute.':
    'Não é possível enviar o e-mail agora. Tente de novo em um minuto.',
  'Could not send the email. Please try again.': 'Não foi possível enviar o e-mail. Tente de novo.',
  'Too many requests. Please slow down.': 'Muitas solicitações. Vá com calma.',
  'Not signed in': 'Você não está conectado',
  'Session expired': 'Sessão expirada',
  'Please sign in again to use this wallet on this device.': 'Entre de novo para usar esta carteira neste dispositivo.',
  'This account already has a wallet.': 'Esta conta já tem uma carteira.',
  'This account has no wallet yet.': 'Esta conta ainda não tem carteira.',
  'This device is not enrolled for this account.': 'Este dispositivo não está registrado nesta conta.',
  'This device is already enrolled.': 'Este dispositivo já está registrado.',
  'The wallet key did not sign this enrollment.': 'A chave da carteira não assinou este registro.',
  'Sign-in with {provider} is not configured.': 'O login com {provider} não está configurado.',
  'The sign-in could not be completed. Please try again.': 'Não foi possível concluir o login. Tente de novo.',
  'This sign-in attempt has expired. Please start again.': 'Esta tentativa de login expirou. Comece de novo.',
  'This link has expired. Start the sign-in again.': 'Este link expirou. Faça o login de novo.',
  'This email belongs to another account.': 'Este e-mail pertence a outra conta.',
  'This is already your email.': 'Este já é o seu e-mail.',
  'No email change is pending.': 'Não há troca de e-mail pendente.',
  'This Farcaster sign-in request has expired. Please start again.':
    'Este pedido de login com o Farcaster expirou. Comece de novo.',
  'The Farcaster relay could not be reached. Please try again.':
    'Não foi possível acessar o relay do Farcaster. Tente de novo.',
} satisfies CatalogueTable;
