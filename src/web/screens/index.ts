// Every screen of the dashboard, in the order the navigation lists them, with the power of
// src/team/powers.ts it needs to be shown (what it reads; its actions check their own).
import type { FunctionComponent } from 'preact';
import type { Tollgate } from '../../client/tollgate.js';
import type { Power } from '../../team/powers.js';
import { t } from '../i18n.js';
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
import { Texts } from './texts.js';
import { Webhooks } from './webhooks.js';

export interface Screen {
  path: string;
  /** The message of its name (navigation, heading, the tab's title). */
  title: string;
  view: FunctionComponent<{ client: Tollgate }>;
  /** What the level must allow for the screen to be shown. */
  power: Power;
}

export const SCREENS: Screen[] = [
  { path: '/', title: 'screen-overview', view: Overview, power: 'sales.read' },
  { path: '/analytics', title: 'screen-analytics', view: Analytics, power: 'sales.read' },
  { path: '/orders', title: 'screen-orders', view: Orders, power: 'sales.read' },
  { path: '/plans', title: 'screen-plans', view: Plans, power: 'catalog.read' },
  { path: '/chats', title: 'screen-chats', view: Chats, power: 'catalog.read' },
  { path: '/projects', title: 'screen-projects', view: Projects, power: 'catalog.read' },
  { path: '/members', title: 'screen-members', view: Members, power: 'members.read' },
  { path: '/subscriptions', title: 'screen-subscriptions', view: Subscriptions, power: 'members.read' },
  { path: '/coupons', title: 'screen-coupons', view: Coupons, power: 'coupons.read' },
  { path: '/forms', title: 'screen-forms', view: Forms, power: 'forms.read' },
  { path: '/codes', title: 'screen-codes', view: Codes, power: 'codes.read' },
  { path: '/commands', title: 'screen-commands', view: Commands, power: 'catalog.read' },
  { path: '/texts', title: 'screen-texts', view: Texts, power: 'catalog.read' },
  { path: '/admins', title: 'screen-admins', view: Admins, power: 'catalog.read' },
  { path: '/activity', title: 'screen-activity', view: Activity, power: 'events.read' },
  { path: '/webhooks', title: 'screen-webhooks', view: Webhooks, power: 'webhooks.read' },
  { path: '/keys', title: 'screen-keys', view: Keys, power: 'keys.read' },
  { path: '/settings', title: 'screen-settings', view: Settings, power: 'catalog.read' },
];

/** A screen's name in the reader's language: "Access codes". */
export const screenTitle = (screen: Screen): string => t(screen.title);
