// A server component page; the wallet panel is a client component that the server renders too.
import { Wallet } from './wallet';

export default function Page() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '40px auto' }}>
      <h1>walletdock on Next.js</h1>
      <p>The server renders the session your browser saved: reload after connecting.</p>
      <Wallet />
    </main>
  );
}
