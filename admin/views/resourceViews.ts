import { createElement, lazy, useState, type ComponentType } from 'react';
import type { ResourceDef } from '../../src/resources';
import { recordPage } from '../table/recordPage';

type ViewName = 'list' | 'create' | 'edit' | 'show';
type ViewModule = { default: ComponentType };

/** What a module under admin/custom/ exports: the views it replaces for its resource. */
export type CustomViews = Partial<Record<ViewName, ComponentType>>;

// Each view is its own chunk: opening a list downloads no form, and a form no list.
const generated: Record<ViewName, () => Promise<ViewModule>> = {
  list: () => import('./ResourceList'),
  create: () => import('./ResourceCreate'),
  edit: () => import('./ResourceEdit'),
  show: () => import('./ResourceShow'),
};
const loaded: Partial<Record<ViewName, ComponentType>> = {};

/** Starts loading a generated view's code; once it is in, the view renders without suspending. */
export function preloadView(name: ViewName): Promise<unknown> {
  return generated[name]().then((module) => {
    loaded[name] = module.default;
  });
}

/**
 * A generated view that renders the code at once when `preloadView` has brought it, and
 * suspends for it otherwise. Suspending for code already there would still show the fallback
 * and hold the page back: React reveals suspended content at most every 300 ms.
 */
function generatedView(name: ViewName): ComponentType {
  const Lazy = lazy(async () => {
    await preloadView(name);
    return { default: loaded[name] as ComponentType };
  });
  return function GeneratedView(props: object) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the view and lose what it holds (a form being filled in).
    const [View] = useState(() => loaded[name] ?? Lazy);
    return createElement(View, props);
  };
}

const generatedViews: Record<ViewName, ComponentType> = {
  list: generatedView('list'),
  create: generatedView('create'),
  edit: generatedView('edit'),
  show: generatedView('show'),
};

// Code of a resource's own lives in admin/custom/ and is reached from the table's
// `custom.admin`, never the other way round (DESIGN.md).
const customModules = import.meta.glob<{ default: CustomViews }>('../custom/*.tsx');

function customView(resource: ResourceDef, name: ViewName): ComponentType {
  const path = resource.custom?.admin;
  if (!path) return generatedViews[name];
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
    list: customView(resource, 'list'),
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
