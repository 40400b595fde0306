// The client's admins, settings and api keys: one group of the Tollgate class's methods. The groups
// extend one another in a line, from ClientBase (http.ts, the HTTP machinery) to Tollgate
// (tollgate.ts).
import { WebhookMethods } from './webhooks.js';
import { encodedPath } from './http.js';
import type {
  AdminRecord,
  CreateAdminInput,
  CreateKeyInput,
  KeyInfoRecord,
  NewKeyRecord,
  Page,
  PageOptions,
  PostOptions,
  RevokedKeyRecord,
  SessionRecord,
  SettingsRecord,
  UpdateAdminInput,
  UpdateSettingsInput,
} from './types.js';

export abstract class SettingsMethods extends WebhookMethods {
  // Admins
  addAdmin(input: CreateAdminInput, options?: PostOptions): Promise<AdminRecord> {
    return this.http.post('/admins', input, options);
  }
  listAdmins(options: PageOptions = {}): Promise<Page<AdminRecord>> {
    return this.http.page('/admins', options);
  }
  getAdmin(adminId: string): Promise<AdminRecord> {
    return this.http.result('GET', encodedPath`/admins/${adminId}`);
  }
  updateAdmin(adminId: string, changes: UpdateAdminInput): Promise<AdminRecord> {
    return this.http.result('PATCH', encodedPath`/admins/${adminId}`, { body: changes });
  }
  removeAdmin(adminId: string): Promise<AdminRecord> {
    return this.http.result('DELETE', encodedPath`/admins/${adminId}`);
  }

  // Settings and api keys
  getSettings(): Promise<SettingsRecord> {
    return this.http.result('GET', '/settings');
  }
  updateSettings(changes: UpdateSettingsInput): Promise<SettingsRecord> {
    return this.http.result('PATCH', '/settings', { body: changes });
  }
  /** A new key, level 8 unless `input.admin_level` says less (SPEC §14). */
  createKey(input: CreateKeyInput = {}, options?: PostOptions): Promise<NewKeyRecord> {
    return this.http.post('/keys', input, options);
  }
  listKeys(options: PageOptions = {}): Promise<Page<KeyInfoRecord>> {
    return this.http.page('/keys', options);
  }
  revokeKey(keyId: number | string): Promise<RevokedKeyRecord> {
    return this.http.result('DELETE', encodedPath`/keys/${keyId}`);
  }
  /** The key this client uses, at its level now (a session's: its admin's). */
  getSession(): Promise<SessionRecord> {
    return this.http.result('GET', '/session');
  }
  /** Ends the key this client uses, at once (a dashboard session signing out, or a key retiring itself). */
  endSession(): Promise<RevokedKeyRecord> {
    return this.http.result('DELETE', '/session');
  }
}
