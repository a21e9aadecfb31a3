import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DatagridHeader, type DatagridHeaderProps } from 'react-admin';

/**
 * Tooltips in a table's header describe their control instead of naming it: a column's sort
 * button is named by the words it shows ("Price"), as WCAG's label in name asks, and says how it
 * sorts ("Sort by price ascending") as its description. Elsewhere (a flag's icon in a row, an icon
 * button) a tooltip is still the name.
 */
const describing = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTooltip: {
      ...outer.components?.MuiTooltip,
      defaultProps: { ...outer.components?.MuiTooltip?.defaultProps, describeChild: true },
    },
  },
});

export function DescribingHeader(props: DatagridHeaderProps) {
  return (
    <ThemeProvider theme={describing}>
      <DatagridHeader {...props} />
    </ThemeProvider>
  );
}
