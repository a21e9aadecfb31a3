import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatGbp } from '../../src/ui/formatGbp';

export interface SalesBar {
  label: string;
  pounds: number;
}

export interface SalesBarsProps {
  bars: SalesBar[];
  /** The theme's colours, given by the page: this module imports nothing the list pages load. */
  colors: { bar: string; text: string; grid: string; tooltip: string };
}

/**
 * The sales chart's picture: one bar a day. Its own chunk, with the charting library, loaded
 * by the dashboard alone; it takes no MUI import, so no code the lists load is split out of the
 * console's chunk to be shared with it.
 */
export default function SalesBars({ bars, colors }: SalesBarsProps) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={bars} margin={{ top: 8, right: 16, bottom: 0, left: 16 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis dataKey="label" tick={{ fill: colors.text, fontSize: 12 }} stroke={colors.grid} />
        <YAxis
          tickFormatter={(value: number) => formatGbp(value)}
          tick={{ fill: colors.text, fontSize: 12 }}
          stroke={colors.grid}
          width={80}
        />
        <Tooltip
          formatter={(value) => [formatGbp(Number(value)), 'Sales']}
          contentStyle={{ background: colors.tooltip, color: colors.text }}
          cursor={{ fill: colors.grid, opacity: 0.3 }}
        />
        <Bar dataKey="pounds" name="Sales" fill={colors.bar} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
