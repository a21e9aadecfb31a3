import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Loading, ShowBase, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ADDED_RESOURCES_FEATURE } from '../../src/contract/features';
import { formatGbp } from '../../src/ui/formatGbp';
import { useServerOffers } from '../layout/useServerOffers';
import ResourceShow from '../views/ResourceShow';
import type { CustomViews } from '../views/resourceViews';
import {
  type OrderDetails,
  cancelOrder,
  dispatchOrder,
  fetchOrderDetails,
  markOrderPaid,
  refundOrder,
} from './orderActions';
import { OrderDocuments } from './orderDocuments';

type Dialogs = 'refund' | 'paid' | 'cancel' | 'dispatch' | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

function History({ order }: { order: OrderDetails }) {
  return (
    <Table size="small" aria-label="Status history">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>What happened</TableCell>
          <TableCell>By</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.history.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{new Date(entry.at).toLocaleString('en-GB')}</TableCell>
            <TableCell>{entry.status}</TableCell>
            <TableCell>{entry.note}</TableCell>
            <TableCell>{entry.by ?? 'the payment provider'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The order page: what was bought, for how much, how it was paid, what happened since; and the three actions. */
function OrderShow() {
  const record = useRecordContext();
  const id = record?.id as number | undefined;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [reference, setReference] = useState('');
  const [tracking, setTracking] = useState('');
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [refundErrors, setRefundErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const details = useQuery({
    queryKey: ['order-details', id],
    queryFn: () => fetchOrderDetails(id as number),
    enabled: id !== undefined,
  });

  if (!details.data)
    return details.error ? <Typography role="alert">{messageOf(details.error)}</Typography> : <Loading />;
  const order = details.data;

  const run = async (action: () => Promise<{ data: OrderDetails; message: string }>) => {
    setBusy(true);
    try {
      const answer = await action();
      queryClient.setQueryData(['order-details', id], answer.data);
      // The page's record comes from the data provider: read it again.
      notify(answer.message, { type: 'success' });
      setDialog(null);
      refresh();
    } catch (error) {
      // react-admin's HttpError holds each field's messages joined, or as the server's list.
      const fields = (error as { body?: { errors?: Record<string, string | string[]> } }).body?.errors;
      const joined = (value: string | string[] | undefined) =>
        value === undefined ? undefined : Array.isArray(value) ? value.join(' ') : value;
      const problem = fields?.reference;
      if (problem) setReferenceError(joined(problem) ?? null);
      else if (fields?.amount || fields?.reason)
        setRefundErrors({ amount: joined(fields.amount), reason: joined(fields.reason) });
      else {
        notify(messageOf(error), { type: 'error' });
        setDialog(null);
      }
    } finally {
      setBusy(false);
    }
  };

  const markPaid = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setReferenceError(null);
    void run(() => markOrderPaid(order.id, reference));
  };

  const granted = order.enrolments.length;
  const left = Math.round((order.total - order.refunded) * 100) / 100;
  const openRefund = () => {
    setAmount(left.toFixed(2));
    setReason('');
    setRefundErrors({});
    setDialog('refund');
  };
  const refund = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pounds = Number(amount.replace(/^£/, '').trim());
    const errors: { amount?: string; reason?: string } = {};
    if (!/^£?\s*\d+(\.\d{1,2})?$/.test(amount.trim()) || !(pounds > 0))
      errors.amount = 'Enter the amount in pounds, such as 12.50.';
    else if (pounds > left)
      errors.amount = `The most that can be refunded is ${formatGbp(left)}, what is left of this order.`;
    if (reason.trim() === '') errors.reason = 'Give the reason for this refund.';
    setRefundErrors(errors);
    if (errors.amount || errors.reason) return;
    void run(() => refundOrder(order.id, pounds, reason.trim()));
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h5" component="h2">
              Order #{order.id}
            </Typography>
            <Chip
              label={(order.status.charAt(0).toUpperCase() + order.status.slice(1)).replace('_', ' ')}
              color={order.status === 'paid' ? 'success' : 'default'}
            />
            <Box sx={{ flexGrow: 1 }} />
            {(order.status === 'paid' || order.status === 'partially_refunded') && (
              <Button variant="outlined" color="error" onClick={openRefund}>
                Refund
              </Button>
            )}
            {order.status === 'pending' && (
              <Button variant="outlined" onClick={() => setDialog('paid')}>
                Mark as paid
              </Button>
            )}
            {order.status === 'pending' && (
              <Button variant="outlined" onClick={() => setDialog('cancel')}>
                Cancel
              </Button>
            )}
            {order.status === 'paid' && order.delivery_address && !order.dispatched_at && (
              <Button variant="outlined" onClick={() => setDialog('dispatch')}>
                Mark as dispatched
              </Button>
            )}
          </Stack>
          <Typography>
            Customer:{' '}
            {order.customer ? `${order.customer.name} (${order.customer.email})` : `user #${order.user_id}`}
          </Typography>
          <Typography>Placed: {new Date(order.created_at).toLocaleString('en-GB')}</Typography>
          {order.paid_at && <Typography>Paid: {new Date(order.paid_at).toLocaleString('en-GB')}</Typography>}
          <Typography>
            Payment reference: {order.payment_reference ?? 'none yet'}
            {details.data?.provider ? ` (${details.data.provider.replace('_', ' ')})` : ''}
          </Typography>
          <Typography>Coupon: {order.coupon_code ?? 'none'}</Typography>
          <Typography>
            Consent to immediate access:{' '}
            {order.access_consent_at
              ? `given ${new Date(order.access_consent_at).toLocaleString('en-GB')}, waiving the 14-day right to cancel once begun`
              : 'not asked'}
          </Typography>
          {order.buyer_cancelled_at && (
            <Typography>
              Cancelled by the buyer {new Date(order.buyer_cancelled_at).toLocaleString('en-GB')}, within the
              14 days.
            </Typography>
          )}
          <OrderDocuments order={order} />
          {order.refunds.length > 0 && (
            <>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                Refunds
              </Typography>
              <Table size="small" aria-label="Refunds">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell>Reason</TableCell>
                    <TableCell>By</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.refunds.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{new Date(r.at).toLocaleString('en-GB')}</TableCell>
                      <TableCell align="right">{formatGbp(r.amount_pence / 100)}</TableCell>
                      <TableCell>{r.reason}</TableCell>
                      <TableCell>{r.by ?? 'the shop, by itself'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
          {order.delivery_address && (
            <>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                Delivery
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{order.delivery_address}</Typography>
              <Typography>
                {order.dispatched_at
                  ? `Dispatched ${new Date(order.dispatched_at).toLocaleString('en-GB')}${order.tracking_reference ? `, tracking reference ${order.tracking_reference}` : ''}.`
                  : 'Not dispatched yet.'}
              </Typography>
            </>
          )}
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            Enrolments granted
          </Typography>
          <Typography>
            {granted === 0 ? 'None.' : order.enrolments.map((e) => e.course_title).join(', ')}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            Status history
          </Typography>
          {details.error ? (
            <Typography role="alert">{messageOf(details.error)}</Typography>
          ) : (
            <History order={order} />
          )}
        </CardContent>
      </Card>

      <Dialog open={dialog === 'refund'} onClose={() => setDialog(null)}>
        <form onSubmit={refund} noValidate>
          <DialogTitle>Refund order #{order.id}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Up to {formatGbp(left)} goes back through{' '}
              {order.provider?.replace('_', ' ') ?? 'the payment provider'}. If you refund all that is left,
              the {granted === 1 ? 'enrolment' : `${granted} enrolments`} this order granted{' '}
              {granted === 1 ? 'is' : 'are'} revoked, with any certificate earned in{' '}
              {granted === 1 ? 'it' : 'them'}. A partial refund keeps the courses.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              margin="normal"
              label="Amount to refund (£)"
              inputMode="decimal"
              value={amount}
              error={refundErrors.amount !== undefined}
              helperText={refundErrors.amount ?? `At most ${formatGbp(left)}.`}
              onChange={(event) => setAmount(event.target.value)}
            />
            <TextField
              fullWidth
              required
              margin="normal"
              label="Reason"
              value={reason}
              error={refundErrors.reason !== undefined}
              helperText={refundErrors.reason ?? 'Kept in the order’s history; the student is not shown it.'}
              onChange={(event) => setReason(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>Keep the order</Button>
            <Button type="submit" color="error" disabled={busy}>
              Refund
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog open={dialog === 'paid'} onClose={() => setDialog(null)}>
        <form onSubmit={markPaid}>
          <DialogTitle>Mark order #{order.id} as paid</DialogTitle>
          <DialogContent>
            <DialogContentText>
              For a bank transfer of {formatGbp(order.total)}: the student is enrolled as if they had paid by
              card.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              margin="normal"
              label="Bank transfer reference"
              value={reference}
              error={referenceError !== null}
              helperText={referenceError ?? ' '}
              onChange={(event) => setReference(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>Close</Button>
            <Button type="submit" disabled={busy}>
              Mark as paid
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog open={dialog === 'dispatch'} onClose={() => setDialog(null)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => dispatchOrder(order.id, tracking));
          }}
        >
          <DialogTitle>Mark order #{order.id} as dispatched</DialogTitle>
          <DialogContent>
            <DialogContentText>
              The student is mailed that their parcel is on its way, with the tracking reference if you give
              one.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              margin="normal"
              label="Tracking reference (optional)"
              value={tracking}
              onChange={(event) => setTracking(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>Close</Button>
            <Button type="submit" disabled={busy}>
              Mark as dispatched
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog open={dialog === 'cancel'} onClose={() => setDialog(null)}>
        <DialogTitle>Cancel order #{order.id}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The order will no longer be payable; the student can check out again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Keep the order</Button>
          <Button disabled={busy} onClick={() => void run(() => cancelOrder(order.id))}>
            Cancel order
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/**
 * The generated page (lines, totals, delete) with the order's history and actions below it. The
 * history and actions are this product's calls: a legacy backend has the generated page alone.
 */
function OrderPage() {
  const withActions = useServerOffers(ADDED_RESOURCES_FEATURE) === true;
  return (
    <>
      <ResourceShow />
      {withActions && (
        <ShowBase>
          <OrderShow />
        </ShowBase>
      )}
    </>
  );
}

const views: CustomViews = { show: OrderPage };
export default views;
