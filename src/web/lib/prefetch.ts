import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router';

/** Where a screen is: its route's parameters and the URL's query. */
export interface PrefetchTarget {
  params: Params;
  searchParams: URLSearchParams;
}

/**
 * Starts the queries a screen draws its first paint with, with the very arguments its hooks will
 * use. The server awaits them before it renders the page (`entry-server.tsx`), and their answers go
 * to the browser with it, so hydration asks for nothing again.
 */
export type Prefetch = (
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  target: PrefetchTarget,
) => PromiseLike<unknown>[];
