import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLogout } from 'react-admin';

/**
 * docs/legacy-api.md §2: the admin's Logout, top right. react-admin's logout calls GET /api/logout
 * through the auth provider, which then sends the visitor to `/`, and empties the caches.
 */
export function LogoutButton() {
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      color="inherit"
      startIcon={<LogoutIcon />}
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        void logout();
      }}
    >
      Logout
    </Button>
  );
}
