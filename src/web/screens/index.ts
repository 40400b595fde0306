// Every screen of the dashboard, in the order the navigation lists them.
import type { FunctionComponent } from 'preact';
import type { Tollgate } from '../../client/tollgate.js';
import { Overview } from './overview.js';

export interface Screen {
  path: string;
  title: string;
  view: FunctionComponent<{ client: Tollgate }>;
}

export const SCREENS: Screen[] = [{ path: '/', title: 'Overview', view: Overview }];
