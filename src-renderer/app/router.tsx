import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';

/** The route table. Features own their pages; this file only composes them. */
export const routes: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];

export function createRouter() {
  return createBrowserRouter(routes);
}
