import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { TITLE_SUFFIX } from '../layout/pageTitle';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginPageProps {
  /** Signs in; rejects with the server's message when refused. */
  login: (credentials: Credentials) => Promise<unknown>;
  /** What happens once signed in: open the console. */
  onLoggedIn: () => void;
  /** Why the page is shown, when it is not the first visit (a session that ended). */
  notice?: string;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'The login failed. Please try again.';

/**
 * docs/legacy-api.md §2 and §5: the admin login page. Both fields are `required`, so the browser itself
 * says 'Please fill out this field' and nothing is sent. A refused login stays on the page
 * and says why (the legacy client only logged it).
 */
export function LoginPage({ login, onLoggedIn, notice }: LoginPageProps) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    document.title = `Login Page${TITLE_SUFFIX}`;
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setError(null);
    try {
      await login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
      setSending(false);
      onLoggedIn();
    } catch (failure) {
      setSending(false);
      setError(messageOf(failure));
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5">
            Login Page
          </Typography>
          {notice && !error ? <Alert severity="info">{notice}</Alert> : null}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextField name="email" type="email" label="Email" autoComplete="username" required autoFocus />
          <TextField
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
          />
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Submit
          </Button>
          {/* The student site's page: one way back in for everyone, mailed to the account's address. */}
          <Link href="/forgot-password" variant="body2">
            Forgot your password?
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
}
