/**
 * A decimal as the interface language writes it: a comma in Russian and Kyrgyz, a point in
 * English, as the printed documents and the exports write it and every decimal input takes it. Anything
 * but a number or a number's text (a badge, an empty cell) is given back as it is.
 */
export function localDecimal<Value>(value: Value, language: string): Value | string {
  if (language === 'en') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).replace('.', ',');
  if (typeof value === 'string' && /^-?\d+\.\d+$/.test(value)) return value.replace('.', ',');
  return value;
}
