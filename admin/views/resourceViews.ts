import { lazy, type ComponentType } from 'react';
import type { ResourceDef } from '../../src/resources';
import { recordPage } from '../table/recordPage';
import ResourceList from './ResourceList';
import SingleRecordPage from './SingleRecordPage';

type ViewName = 'list' | 'create' | 'edit' | 'show';
type ViewModule = { default: ComponentType };

/** What a module under admin/custom/ exports: the views it replaces for its resource. */
export type CustomViews = Partial<Record<ViewName, ComponentType>>;

/**
 * The list is the first page of every opening, so its code is part of the console's and
 * loads beside it, not after it (a lazy list was a second round of downloads, and
 * a page that suspends for its code is shown at most every 300 ms). Each form is its own
 * chunk: opening a list downloads no form.
 */
const generated: Record<ViewName, () => Promise<ViewModule>> = {
  list: async () => ({ default: ResourceList }),
  create: () => import('./ResourceCreate'),
  edit: () => import('./ResourceEdit'),
  show: () => import('./ResourceShow'),
};

const generatedViews: Record<ViewName, ComponentType> = {
  list: ResourceList,
  create: lazy(generated.create),
  edit: lazy(generated.edit),
  show: lazy(generated.show),
};

// Code of a resource's own lives in admin/custom/ and is reached from the table's
// `custom.admin`, never the other way round (docs/ARCHITECTURE.md).
const customModules = import.meta.glob<{ default: CustomViews }>('../custom/*.tsx');

function customView(resource: ResourceDef, name: ViewName): ComponentType {
  const path = resource.custom?.admin;
  const views = resource.custom?.views;
  if (!path || (views && !views.includes(name))) return generatedViews[name];
  const load = customModules[path.replace(/^admin\//, '../')];
  if (!load) throw new Error(`${resource.key}: custom.admin "${path}" is not a module under admin/custom/`);
  return lazy(async () => ({ default: (await load()).default[name] ?? (await generated[name]()).default }));
}

export interface ResourceViews {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

/** The views of one resource: list always; create and edit unless read-only (orders: show). */
function viewsOf(resource: ResourceDef): ResourceViews {
  const page = recordPage(resource);
  return {
    list: resource.single ? SingleRecordPage : customView(resource, 'list'),
    create: !resource.readOnly && resource.endpoints.create ? customView(resource, 'create') : undefined,
    edit: page === 'edit' ? customView(resource, 'edit') : undefined,
    show: page === 'show' ? customView(resource, 'show') : undefined,
  };
}

const cache = new Map<string, ResourceViews>();

/** The same components on every render, so react-admin's routes never remount them. */
export function resourceViews(resource: ResourceDef): ResourceViews {
  let views = cache.get(resource.key);
  if (!views) {
    views = viewsOf(resource);
    cache.set(resource.key, views);
  }
  return views;
}
