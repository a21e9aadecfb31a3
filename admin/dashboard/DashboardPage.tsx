import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Link, Loading, Title, useBasename } from 'react-admin';
import { SALES_CHART_DAYS } from '../../src/api/dashboardTypes';
import { getResource } from '../../src/resources';
import { formatGbp } from '../../src/ui/formatGbp';
import { FigureCard } from './FigureCard';
import { SalesChart } from './SalesChart';
import { useDashboardFigures } from './useDashboardFigures';

const count = (n: number) => n.toLocaleString('en-GB');
const gbp = (pence: number) => formatGbp(pence / 100);

/** The list of a resource's records waiting for approval, as its filter writes it in the address. */
function PendingLink({
  resourceKey,
  field,
  label,
}: {
  resourceKey: 'blog_comments' | 'reviews';
  field: string;
  label: string;
}) {
  const basename = useBasename();
  const search = new URLSearchParams({ filter: JSON.stringify({ [field]: 'pending' }) }).toString();
  return (
    <Link to={`${basename}/${getResource(resourceKey).route}?${search}`} variant="body2">
      {label}
    </Link>
  );
}

/**
 * The console's home: what sold today and this month, who joined and enrolled this month, what
 * waits for approval, and the sales of the last days. Money in GBP, days in UTC.
 */
export default function DashboardPage() {
  const figures = useDashboardFigures();
  const data = figures.data;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      {figures.error ? (
        <Alert severity="error">
          {figures.error instanceof Error ? figures.error.message : 'Something went wrong'}
        </Alert>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            <FigureCard label="Sales today" value={gbp(data.sales_today_pence)} />
            <FigureCard label="Sales this month" value={gbp(data.sales_month_pence)} />
            <FigureCard label="New students this month" value={count(data.new_students_month)} />
            <FigureCard label="Enrolments this month" value={count(data.enrolments_month)} />
            <FigureCard
              label="Comments awaiting approval"
              value={count(data.pending_comments)}
              action={
                <PendingLink resourceKey="blog_comments" field="approve_status" label="Moderate comments" />
              }
            />
            <FigureCard
              label="Reviews awaiting approval"
              value={count(data.pending_reviews)}
              action={<PendingLink resourceKey="reviews" field="status" label="Moderate reviews" />}
            />
          </Box>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <SalesChart days={data.sales_by_day} title={`Sales, last ${SALES_CHART_DAYS} days`} />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
