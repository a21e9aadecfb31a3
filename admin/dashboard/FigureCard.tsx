import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface FigureCardProps {
  label: string;
  value: string;
  /** A link to the records behind the figure, under it. */
  action?: ReactNode;
}

/** One figure of the dashboard: a card named by its label, the value large. */
export function FigureCard({ label, value, action }: FigureCardProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" variant="h4" sx={{ mt: 1 }}>
          {value}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}
