// A JS number as the decimal text it stands for: `String(1e-7)` is "1e-7", which no amount parser reads, and
// toFixed invents digits (0.1 has 55 of them in binary); the shortest round-trip text, with its exponent spelled out,
// is what the host wrote.

/** 5 → "5", 0.1 → "0.1", 1e-7 → "0.0000001", 1.5e21 → "1500000000000000000000". */
export function decimalText(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = '', exponentText] = match;
  const digits = `${whole}${fraction}`;
  const point = whole!.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`.replace(/\.?0+$/, '');
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
