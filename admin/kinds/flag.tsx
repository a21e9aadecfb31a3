import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { BooleanField } from 'react-admin';
import type { ConsoleView } from './consoleKind';

/*
 * react-admin's BooleanField names its icon "Yes" or "No" (the aria-label its tooltip gives) but
 * leaves MUI's aria-hidden on it, so a flag column (featured, disabled) read as empty to a
 * screen reader. Shown as images, the icons are read by that name.
 */
const YesIcon = (props: SvgIconProps) => <DoneIcon {...props} role="img" aria-hidden={false} />;
const NoIcon = (props: SvgIconProps) => <ClearIcon {...props} role="img" aria-hidden={false} />;

/** Yes or no: an icon named for it. */
export const flag: ConsoleView = {
  display: (_field, common) => (
    <BooleanField
      {...common}
      looseValue
      TrueIcon={YesIcon as typeof SvgIcon}
      FalseIcon={NoIcon as typeof SvgIcon}
    />
  ),
};
