import { localStorageStore } from 'react-admin';

/**
 * Where the console keeps its settings between visits: list columns, saved queries, and the
 * light or dark look (react-admin's `theme` key), which its door reads before react-admin runs.
 */
export const keptSettings = () => localStorageStore(undefined, 'MindWellAdmin');
