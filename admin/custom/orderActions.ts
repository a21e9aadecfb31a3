import { shopEndpoints } from '../../src/contract/shopEndpoints';
import { createHttpClient } from '../../src/api';

// Its own client: it asks for the admin token as the console's does, on its first call.
const http = createHttpClient();

/** An order as the console's order page reads it (money in pounds, as every record). */
export interface OrderDetails {
  id: number;
  user_id: number;
  customer: { name: string; email: string } | null;
  items: { kind: string; item_id: number; title: string; unit_price: number; course_id?: number | null }[];
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  coupon_code: string | null;
  status: 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded' | 'cancelled';
  payment_reference: string | null;
  provider: string | null;
  paid_at: string | null;
  created_at: string;
  /** Pounds given back so far. */
  refunded: number;
  /** Where its posted items go, one line a part; null when nothing is posted. */
  delivery_address: string | null;
  dispatched_at: string | null;
  tracking_reference: string | null;
  /** When the buyer consented to immediate access (and so to losing the right to cancel once begun). */
  access_consent_at?: string | null;
  /** When the buyer cancelled it within the 14 days. */
  buyer_cancelled_at?: string | null;
  history: { id: number; status: string; note: string | null; at: string; by: string | null }[];
  refunds: { id: number; amount_pence: number; reason: string; at: string; by: string | null }[];
  enrolments: { id: number; course_id: number; course_title: string }[];
  /** Its VAT invoice and credit notes as PDFs (absent from a server without them). */
  invoice?: { number: string; url: string } | null;
  credit_notes?: { number: string; amount_pence: number; url: string }[];
}

interface ActionAnswer {
  data: OrderDetails;
  message: string;
}

const pathOf = (path: string, id: number | string) => path.replace(':id', encodeURIComponent(String(id)));

export const fetchOrderDetails = async (id: number | string) =>
  (await http.get<{ data: OrderDetails }>(pathOf(shopEndpoints.adminOrder, id))).data;

/** Gives back `amount` pounds (at most what is left) for the reason given. */
export const refundOrder = (id: number, amount: number, reason: string) =>
  http.post<ActionAnswer>(pathOf(shopEndpoints.adminRefund, id), { amount, reason });

export const markOrderPaid = (id: number, reference: string) =>
  http.post<ActionAnswer>(pathOf(shopEndpoints.adminMarkPaid, id), { reference });

export const cancelOrder = (id: number) => http.post<ActionAnswer>(pathOf(shopEndpoints.adminCancel, id));

/** Marks the posted items sent (the student is mailed); answers the order page as it now is. */
export async function dispatchOrder(id: number, trackingReference: string): Promise<ActionAnswer> {
  const { message } = await http.post<{ message: string }>(pathOf(shopEndpoints.adminDispatch, id), {
    tracking_reference: trackingReference.trim() === '' ? null : trackingReference.trim(),
  });
  return { data: await fetchOrderDetails(id), message };
}
