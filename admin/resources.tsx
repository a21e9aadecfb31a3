import { lazy } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router';
import { allResources } from '../src/resources';
import { resourcesInMenuOrder } from './layout/menuGroups';
import { resourceIcon } from './layout/resourceIcons';
import { resourceViews } from './views/resourceViews';

/** A record's history (admin/audit/RecordHistory.tsx), under its record's own address. */
const RecordHistory = lazy(() => import('./audit/RecordHistory'));
const historyRoute = <Route path=":id/history" element={<RecordHistory />} />;

/**
 * One `<Resource>` per entry of the table, in menu order, named by its route. The same elements
 * on every render: react-admin reads its resources from its children again whenever they
 * change, and draws the whole console again after (the console draws on every change of page).
 */
export const resourceElements = resourcesInMenuOrder(allResources).map((resource) => (
  <Resource
    key={resource.route}
    name={resource.route}
    icon={resourceIcon(resource.icon)}
    recordRepresentation={resource.recordRepresentation}
    {...resourceViews(resource)}
  >
    {historyRoute}
  </Resource>
));
