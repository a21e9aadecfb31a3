import type { FieldErrors } from '../../errors';

/** The test provider's cards, as Stripe's test mode knows them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  number: 'This card number is not valid.',
  expiryFormat: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvc: 'The CVC is the 3 or 4 digits on the back of your card.',
  name: 'Enter the name on the card.',
} as const;

export interface CardInput {
  card_number?: unknown;
  expiry?: unknown;
  cvc?: unknown;
  name?: unknown;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's fields checked as a card form would; answers the digits or field errors. */
export function checkCard(input: CardInput, now = new Date()): { digits: string; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const digits = text(input.card_number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.card_number = [CARD_MESSAGES.number];
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text(input.expiry));
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    errors.expiry = [CARD_MESSAGES.expiryFormat];
  else {
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < thisMonth) errors.expiry = [CARD_MESSAGES.expired];
  }
  if (!/^\d{3,4}$/.test(text(input.cvc))) errors.cvc = [CARD_MESSAGES.cvc];
  if (text(input.name) === '') errors.name = [CARD_MESSAGES.name];
  return { digits, errors };
}

/** What the card network says: null for approved, else the decline's message. */
export function cardDecline(digits: string): string | null {
  if (digits === TEST_CARDS.declined) return CARD_MESSAGES.declined;
  if (digits === TEST_CARDS.insufficientFunds) return CARD_MESSAGES.insufficientFunds;
  return null;
}
