import { fetchMyOrders } from '../../api/student';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { OrderList } from './OrderList';

export default function OrdersPage() {
  usePageTitle('Orders');
  const { state, reload } = useRemote('my-orders', fetchMyOrders);
  return (
    <>
      <PageBand title="Orders" />
      <div className="container">
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
        {state.status === 'ready' && <OrderList orders={state.data} caption="Your orders" />}
      </div>
    </>
  );
}
