// The message the callback page posts to the frame that opened the sign-in popup.
export const CALLBACK_MESSAGE = 'walletdock-social-callback';
