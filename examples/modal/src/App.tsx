/** The host page: a connect button, the modal, and a theme switch (runtime theming). */
import { useLocale, useTheme } from 'walletdock';
import { LOCALES } from 'walletdock/utils';
import { ConnectButton, WalletDockModal } from 'walletdock/styled';
import { lang } from './config';
import { Shop } from './Shop';
import { TryWallet } from './TryWallet';
import { fr } from './messages.fr';

const messages = lang === 'fr' ? fr : undefined;

export function App() {
  const { state, setThemeMode } = useTheme();
  const { locale, setLocale } = useLocale();
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        padding: 24,
        minHeight: '100vh',
        background: state.themeMode === 'light' ? '#f6f6f6' : '#0b0b0b',
        color: state.themeMode === 'light' ? '#111' : '#eee',
      }}
    >
      <h1 style={{ fontSize: 20 }}>walletdock modal example</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '16px 0' }}>
        <ConnectButton messages={messages} />
        <button
          type="button"
          data-testid="theme-toggle"
          onClick={() => setThemeMode(state.themeMode === 'light' ? 'dark' : 'light')}
        >
          {state.themeMode === 'light' ? 'Dark mode' : 'Light mode'}
        </button>
        <select
          aria-label="Language"
          data-testid="locale-picker"
          value={locale}
          onChange={(e) => setLocale(e.target.value)}
        >
          {[...LOCALES, 'en-XA'].map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <Shop />
      <TryWallet />
      <WalletDockModal messages={messages} />
    </main>
  );
}
