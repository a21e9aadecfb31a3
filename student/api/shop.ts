import { shopEndpoints } from '../../src/contract/shopEndpoints';
import { ACCESS_CONSENT_FIELD, type Cancellation } from '../../src/contract/cancellation';
import { pathWith, request } from './client';
import type { Basket, ItemKind } from '../../src/contract/basketTypes';
import type { Order } from './types';
import type { VatIncluded } from '../../src/contract/vatLine';

export type { Basket, BasketLine, ItemKind } from '../../src/contract/basketTypes';

export interface OrderHistoryEntry {
  id: number;
  status: string;
  note: string | null;
  at: string;
}

/** An order with what the receipt shows beyond the list. */
export interface Receipt extends Order {
  payment_reference: string | null;
  paid_at: string | null;
  provider: string | null;
  history: OrderHistoryEntry[];
  /** Each refund of the order: pence given back, and when. */
  refunds: { id: number; amount_pence: number; at: string }[];
  enrolled_course_ids: number[];
  /** The address of the first course the order enrolled in (the only one, usually). */
  first_course_slug: string | null;
  /** Where its posted items go, one line a part; null when nothing is posted. */
  delivery_address: string | null;
  dispatched_at: string | null;
  tracking_reference: string | null;
  /** The VAT the total holds, as its invoice says; null when no VAT was charged. */
  vat: VatIncluded | null;
  /** The order's VAT invoice (PDF), once paid. */
  invoice: { number: string; url: string } | null;
  /** A credit note for each refund (PDF). */
  credit_notes: { number: string; amount_pence: number; url: string }[];
  /** When the buyer consented to immediate access at checkout. */
  access_consent_at?: string | null;
  /** Whether the buyer may cancel it now (Cancel and refund), and if not, why. */
  cancellation?: Cancellation;
}

export interface PaymentDetails {
  order: Order & { paid_at: string | null };
  total_pence: number;
  vat: VatIncluded | null;
  test_mode: boolean;
}

type Answer<T> = { data: T };

export const fetchBasket = async (signal?: AbortSignal) =>
  (await request<Answer<Basket>>(shopEndpoints.basket, { signal })).data;

export const addToBasket = async (kind: ItemKind, id: number, courseId?: number) =>
  (
    await request<Answer<Basket>>(shopEndpoints.basketItems, {
      body: { kind, id, ...(courseId ? { course_id: courseId } : {}) },
    })
  ).data;

export const removeFromBasket = async (lineId: number) =>
  (await request<Answer<Basket>>(pathWith(shopEndpoints.basketItem, { lineId }), { method: 'DELETE' })).data;

export const applyCoupon = async (code: string) =>
  (await request<Answer<Basket>>(shopEndpoints.basketCoupon, { body: { code } })).data;

export const removeCoupon = async () =>
  (await request<Answer<Basket>>(shopEndpoints.basketCoupon, { method: 'DELETE' })).data;

/** A UK address to post a basket's posted items to, as checkout takes it. */
export interface DeliveryAddress {
  name: string;
  line1: string;
  line2: string;
  town: string;
  postcode: string;
}

/** Places the order; answers where the student pays for it. */
export const checkout = async (
  expectedTotalPence: number,
  deliveryAddress?: DeliveryAddress,
  accessConsent = false,
) =>
  request<{ data: Order; redirect_url: string }>(shopEndpoints.checkout, {
    body: {
      [ACCESS_CONSENT_FIELD]: accessConsent,
      expected_total_pence: expectedTotalPence,
      ...(deliveryAddress ? { delivery_address: deliveryAddress } : {}),
    },
  });

export const fetchPayment = async (orderId: number, signal?: AbortSignal) =>
  (await request<Answer<PaymentDetails>>(pathWith(shopEndpoints.orderPayment, { id: orderId }), { signal }))
    .data;

export interface Card {
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const payWithTestCard = async (orderId: number, card: Card) =>
  (
    await request<Answer<{ order_id: number; status: string; redirect_url: string }>>(
      pathWith(shopEndpoints.testPay, { id: orderId }),
      { body: card },
    )
  ).data;

export const fetchReceipt = async (orderId: number, signal?: AbortSignal) =>
  (await request<Answer<Receipt>>(pathWith(shopEndpoints.myOrder, { id: orderId }), { signal })).data;

/** The buyer cancels the order within 14 days, before starting; answers the refunded receipt. */
export const cancelOrder = async (orderId: number) =>
  request<{ data: Receipt; message: string }>(pathWith(shopEndpoints.myOrderCancel, { id: orderId }), {
    body: {},
  });

export const enrolFree = async (courseId: number) =>
  (
    await request<Answer<{ id: number; course_id: number }>>(
      pathWith(shopEndpoints.enrolFree, { id: courseId }),
      {
        body: {},
      },
    )
  ).data;

/** Pence as the site shows money. */
export const pence = (amount: number): number => amount / 100;
