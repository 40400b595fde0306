// Every screen of the dashboard, in the order the navigation lists them, with the power of
// src/team/powers.ts it needs to be shown (what it reads; its actions check their own).
import type { FunctionComponent } from 'preact';
import type { Tollgate } from '../../client/tollgate.js';
import type { Power } from '../../team/powers.js';
import { Activity } from './activity.js';
import { Analytics } from './analytics.js';
import { Admins } from './admins.js';
import { Chats } from './chats.js';
import { Codes } from './codes.js';
import { Coupons } from './coupons.js';
import { Forms } from './forms.js';
import { Commands } from './commands.js';
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
  /** What the level must allow for the screen to be shown. */
  power: Power;
}

export const SCREENS: Screen[] = [
  { path: '/', title: 'Overview', view: Overview, power: 'sales.read' },
  { path: '/analytics', title: 'Analytics', view: Analytics, power: 'sales.read' },
  { path: '/orders', title: 'Orders', view: Orders, power: 'sales.read' },
  { path: '/plans', title: 'Plans', view: Plans, power: 'catalog.read' },
  { path: '/chats', title: 'Chats', view: Chats, power: 'catalog.read' },
  { path: '/projects', title: 'Projects', view: Projects, power: 'catalog.read' },
  { path: '/members', title: 'Members', view: Members, power: 'members.read' },
  { path: '/subscriptions', title: 'Subscriptions', view: Subscriptions, power: 'members.read' },
  { path: '/coupons', title: 'Coupons', view: Coupons, power: 'coupons.read' },
  { path: '/forms', title: 'Forms', view: Forms, power: 'forms.read' },
  { path: '/codes', title: 'Access codes', view: Codes, power: 'codes.read' },
  { path: '/commands', title: 'Commands', view: Commands, power: 'catalog.read' },
  { path: '/admins', title: 'Admins', view: Admins, power: 'catalog.read' },
  { path: '/activity', title: 'Activity', view: Activity, power: 'events.read' },
  { path: '/webhooks', title: 'Webhooks', view: Webhooks, power: 'webhooks.read' },
  { path: '/keys', title: 'Keys', view: Keys, power: 'keys.read' },
  { path: '/settings', title: 'Settings', view: Settings, power: 'catalog.read' },
];
