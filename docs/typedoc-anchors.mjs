// @ts-check
/**
 * A TypeDoc plugin: the reference pages' heading and table anchors spelled the way their links are.
 *
 * typedoc-plugin-markdown names each heading's anchor (`{#…}`, so that two members of one page whose names slug
 * alike, such as `WalletDockError.code` and `WalletDockErrorCode`, keep apart and every link names the right one),
 * and typedoc-vitepress-theme rewrites every link's anchor to VitePress's spelling (`_` and other punctuation become
 * `-`). The anchors themselves get the same spelling here, or a link to `EMBEDDED_WAGMI_TYPE` would miss its heading.
 */
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

/** VitePress's heading slug of an anchor (the rule typedoc-vitepress-theme applies to links). */
function vitepressSlug(anchor) {
  return (
    anchor
      .normalize('NFKD')
      .replace(/[\u0300-\u036F]/g, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: VitePress's slug drops control characters
      .replace(/[\u0000-\u001f]/g, '')
      .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^(\d)/, '_$1')
      .toLowerCase()
  );
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    page.contents = page.contents
      .replace(/ \{#([^}\s]+)\}$/gm, (_, anchor) => ` {#${vitepressSlug(anchor)}}`)
      .replace(/<a id="([^"]+)"><\/a>/g, (_, anchor) => `<a id="${vitepressSlug(anchor)}"></a>`);
  });
}
