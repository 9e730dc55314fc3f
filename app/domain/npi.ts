/**
 * National Provider Identifiers: 10 digits, the last a Luhn check digit computed over the prefix "80840"
 * (the health-industry issuer prefix of ISO 7812) followed by the first nine digits, as CMS specifies in
 * "Requirements for Check Digit: NPI".
 */

const NINE_DIGITS = /^\d{9}$/;
const TEN_DIGITS = /^\d{10}$/;

/** The check digit (0–9) of an NPI whose first nine digits are given. Throws on anything but 9 digits. */
export function npiCheckDigit(first9: string): number {
  if (typeof first9 !== "string" || !NINE_DIGITS.test(first9)) {
    throw new RangeError(`an NPI check digit needs exactly 9 digits, not "${String(first9)}"`);
  }
  const payload = `80840${first9}`;
  let sum = 0;
  // Luhn: starting with the rightmost payload digit (the check digit will follow it), double every other one.
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let digit = payload.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for exactly 10 digits whose last digit is the NPI check digit of the first nine (no spaces). */
export function isValidNpi(value: string): boolean {
  if (typeof value !== "string" || !TEN_DIGITS.test(value)) return false;
  return npiCheckDigit(value.slice(0, 9)) === value.charCodeAt(9) - 48;
}
