// The pseudo-locale's texts, made from English: every letter accented (so a text that skipped the tables stands out),
// the whole in brackets (so a cut-off end shows) and about 40% longer (so a layout that only fits English breaks in
// tests, not in German). `{name}` placeholders are kept as they are, to be filled like any locale's.

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'; // one UTF-16 unit each, like PLAIN
// Words to lengthen with: spaces let the longer text wrap as a real translation would.
const FILLER = 'ļöŕéɱ îþšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîþîšçîñĝ éļîţ šéð ðö éîûšɱöð ţéɱþöŕ';

/** The pseudo-locale's version of an English text: "[Çöññéçţ Ŵåļļéţ ļöŕé]". */
export function pseudoLocalize(text: string): string {
  if (!text) return text;
  const accented = text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 ? part : [...part].map((c) => ACCENTED[PLAIN.indexOf(c)] ?? c).join('')))
    .join('');
  const extra = Math.ceil(text.replace(/\{\w+\}/g, '').length * 0.4);
  const pad = extra > 1 ? ` ${FILLER.slice(0, extra - 1).trimEnd()}` : '';
  return `[${accented}${pad}]`;
}
