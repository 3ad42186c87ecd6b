import DefaultTheme from 'vitepress/theme';
import type { Theme } from 'vitepress';
import TwoslashFloatingVue from '@shikijs/vitepress-twoslash/client';
import '@shikijs/vitepress-twoslash/style.css';
import './custom.css';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    // Hover types of the samples (the popups twoslash renders at build time).
    app.use(TwoslashFloatingVue);
  },
} satisfies Theme;
