// Every screen of the dashboard, in the order the navigation lists them.
import type { FunctionComponent } from 'preact';
import type { Tollgate } from '../../client/tollgate.js';
import type { Power } from '../../team/powers.js';
import { Activity } from './activity.js';
import { Admins } from './admins.js';
import { Chats } from './chats.js';
import { Codes } from './codes.js';
import { Keys } from './keys.js';
import { Members } from './members.js';
import { Orders } from './orders.js';
import { Overview } from './overview.js';
import { Plans } from './plans.js';
import { Projects } from './projects.js';
import { Settings } from './settings.js';
import { Subscriptions } from './subscriptions.js';
import { Webhooks } from './webhooks.js';

export interface Screen {
  path: string;
  title: string;
  view: FunctionComponent<{ client: Tollgate }>;
  /** The power the screen needs (team/powers.ts); none: every admin's. */
  power?: Power;
}

export const SCREENS: Screen[] = [
  { path: '/', title: 'Overview', view: Overview },
  { path: '/orders', title: 'Orders', view: Orders },
  { path: '/plans', title: 'Plans', view: Plans },
  { path: '/chats', title: 'Chats', view: Chats },
  { path: '/projects', title: 'Projects', view: Projects },
  { path: '/members', title: 'Members', view: Members },
  { path: '/subscriptions', title: 'Subscriptions', view: Subscriptions },
  { path: '/codes', title: 'Access codes', view: Codes },
  { path: '/admins', title: 'Admins', view: Admins },
  { path: '/activity', title: 'Activity', view: Activity, power: 'events.read' },
  { path: '/webhooks', title: 'Webhooks', view: Webhooks },
  { path: '/keys', title: 'Keys', view: Keys },
  { path: '/settings', title: 'Settings', view: Settings },
];
