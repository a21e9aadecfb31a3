import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import type { SalesDay } from '../../src/api/dashboardTypes';
import { formatGbp } from '../../src/ui/formatGbp';

/** Off screen but read by a screen reader: the chart's figures as a table. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: -1,
} as const;

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
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Box component="figcaption" id={titleId} sx={{ typography: 'h6', mb: 1 }}>
        {title}
      </Box>
      {days.every((d) => d.orders === 0) ? (
        <Typography color="text.secondary">No sales in these days yet.</Typography>
      ) : null}
      <div aria-hidden="true">
        <BarChart
          height={300}
          xAxis={[
            { scaleType: 'band', data: days.map((d) => dayLabel(d.day)), tickLabelStyle: { fontSize: 11 } },
          ]}
          yAxis={[{ valueFormatter: (value: number) => formatGbp(value) }]}
          series={[
            {
              data: days.map((d) => pounds(d.sales_pence)),
              label: 'Sales',
              color: theme.palette.primary.main,
              valueFormatter: (value) => formatGbp(value),
            },
          ]}
          hideLegend
        />
      </div>
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
