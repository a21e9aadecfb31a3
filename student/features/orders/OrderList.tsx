import { Link } from '../../../src/routing/Link';
import type { Order } from '../../api/types';
import { formatGbp } from '../../../src/ui/formatGbp';
import { formatDate } from '../../lib/format';
import { statusLabel } from './statusLabel';

/** Orders as a table: one row per order, its items listed in the row. */
export function OrderList({ orders, caption }: { orders: readonly Order[]; caption: string }) {
  if (orders.length === 0) return <p>You have no orders yet.</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Items</th>
            <th scope="col" className="table__number">
              Total
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={`/dashboard/orders/${order.id}`} aria-label={`Order #${order.id}, receipt`}>
                  #{order.id}
                </Link>
              </th>
              <td>
                <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
              </td>
              <td>
                <ul className="order-items">
                  {order.items.map((item, index) => (
                    <li key={index}>
                      {item.title} <span className="muted">({formatGbp(item.unit_price)})</span>
                    </li>
                  ))}
                </ul>
                {order.discount > 0 && (
                  <p className="muted">
                    Discount {formatGbp(order.discount)}
                    {order.coupon_code && ` (${order.coupon_code})`}
                  </p>
                )}
              </td>
              <td className="table__number">{formatGbp(order.total)}</td>
              <td>
                <span className={`status status--${order.status}`}>
                  {statusLabel[order.status] ?? order.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
