/** The wallet help views, one on-demand chunk: a visitor who opens one usually goes through all three. */
export { GetWallet } from './GetWallet';
export { InstallWallet } from './InstallWallet';
export { WhatIsAWallet } from './WhatIsAWallet';
