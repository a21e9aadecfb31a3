import { Console } from './Console';
import { authProvider, dataProvider } from './providers';

/**
 * The admin console, mounted by the student site on `<Route path="/dashboard/admin/*">` with
 * `lazy(() => import('../admin/AdminApp'))`: react-admin, MUI and everything below stay in
 * this chunk, away from the public pages.
 */
export default function AdminApp() {
  return <Console dataProvider={dataProvider} authProvider={authProvider} />;
}
