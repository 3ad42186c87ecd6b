// A server component: it reads the request's cookies, so the first HTML already shows the session
// the browser saved (walletdock's cookie and wagmi's), and the browser hydrates the same state.
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { cookieToInitialState as wagmiInitialState } from 'wagmi';
import { cookieToInitialState } from 'walletdock/server';
import { getWagmiConfig } from './config';
import { Providers } from './providers';

export const metadata = { title: 'walletdock on Next.js' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie');
  return (
    <html lang="en">
      <body>
        <Providers
          walletdockState={cookieToInitialState(cookie)}
          wagmiState={wagmiInitialState(getWagmiConfig(), cookie)}
        >
          {children}
        </Providers>
      </body>
    </html>
  );
}
