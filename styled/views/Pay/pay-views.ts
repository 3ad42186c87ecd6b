// The Pay views and their titles, one chunk (a visitor who pays sees all three, one after the other).
export { Pay } from './Pay';
export { PayQuote } from './PayQuote';
export { PayLoading } from './PayLoading';
export { PayTitle } from './messages';
