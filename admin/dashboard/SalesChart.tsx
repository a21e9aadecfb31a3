import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import type { SalesDay } from '../../src/contract/dashboardTypes';
import { formatGbp } from '../../src/ui/formatGbp';
import { visuallyHidden } from '../../src/ui/visuallyHidden';

/** The picture, with the charting library: loaded when the dashboard shows, never with a list. */
const SalesBars = lazy(() => import('./SalesBars'));

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** `2031-03-15` → `15 Mar`: the days are UTC's, and so is their name. */
const dayLabel = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));
const pounds = (pence: number): number => pence / 100;

/**
 * Sales of each of the last days as bars. The picture is for the eye; a screen reader reads the
 * same figures from the table beside it.
 */
export function SalesChart({ days, title }: { days: SalesDay[]; title: string }) {
  const theme = useTheme();
  const titleId = useId();
  const colors = {
    bar: theme.palette.primary.main,
    text: theme.palette.text.secondary,
    grid: theme.palette.divider,
    tooltip: theme.palette.background.paper,
  };
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography component="figcaption" variant="h6" id={titleId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {days.every((d) => d.orders === 0) ? (
        <Typography color="text.secondary">No sales in these days yet.</Typography>
      ) : null}
      <Box aria-hidden="true" sx={{ height: 300 }}>
        <Suspense fallback={null}>
          <SalesBars
            bars={days.map((d) => ({ label: dayLabel(d.day), pounds: pounds(d.sales_pence) }))}
            colors={colors}
          />
        </Suspense>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td>{formatGbp(pounds(d.sales_pence))}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
