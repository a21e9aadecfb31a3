import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Link, Loading, Title, useBasename } from 'react-admin';
import Typography from '@mui/material/Typography';
import { SALES_CHART_DAYS } from '../../src/contract/dashboardTypes';
import { DASHBOARD_FEATURE } from '../../src/contract/features';
import { getResource } from '../../src/resources';
import { formatGbp } from '../../src/ui/formatGbp';
import { useServerOffers } from '../layout/useServerOffers';
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
 * A server without figures (the legacy backend): where the work waiting for approval is, in the
 * lists the legacy API has.
 */
function WithoutFigures() {
  return (
    <Card component="section" aria-labelledby="dashboard-without-figures">
      <CardContent>
        <Typography id="dashboard-without-figures" component="h2" variant="subtitle1">
          This server keeps no figures
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
          Its lists are in the menu.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <PendingLink resourceKey="blog_comments" field="approve_status" label="Moderate comments" />
          <PendingLink resourceKey="reviews" field="status" label="Moderate reviews" />
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The console's home: what sold today and this month, who joined and enrolled this month, what
 * waits for approval, and the sales of the last days. Money in GBP, days in UTC. A server that
 * does not offer the figures (docs/API.md) is never asked for them.
 */
export default function DashboardPage() {
  const offered = useServerOffers(DASHBOARD_FEATURE);
  const figures = useDashboardFigures(offered === true);
  const data = figures.data;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      {offered === false ? (
        <WithoutFigures />
      ) : figures.error ? (
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
