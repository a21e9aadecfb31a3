import type { DbOrTrx } from '../../db/schema';
import { readBasket } from '../../shop/basket';
import { keepDeliveryAddress, readDeliveryAddress } from '../../shop/delivery';

/**
 * Checkout's delivery address: read and kept with the basket when the basket holds something to
 * post (checkout copies it onto the order), ignored otherwise.
 */
export async function deliverTo(db: DbOrTrx, userId: number, given: unknown): Promise<void> {
  const basket = await readBasket(db, userId);
  if (!basket.delivery) return;
  await keepDeliveryAddress(db, userId, readDeliveryAddress(given));
}
