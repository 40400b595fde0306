// Whose language a job speaks when the member's own update arrives while the job reads their row:
// a menu job for an admin added before their first /start read no row (English), and the /start
// that recorded their app's language came in during that read. The job, and every later one, speak it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createCatalogues } from '../../src/bot/catalogues.js';
import { createSpeech } from '../../src/bot/speech.js';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { createServices } from '../../src/services.js';
import { createTestApp, TEST_ENCRYPTION_KEY } from '../support/helper.js';

describe('a member’s language learnt during a read', () => {
  test('an app language and a /language choice told while the row is read outlast the read', async () => {
    const t = await createTestApp();
    try {
      const services = createServices({ db: t.app.storage.db, now: () => Date.now(), secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
      // Each read of a member's row is held until the test lets it answer.
      const held: (() => void)[] = [];
      const members = {
        ...services.members,
        languageOf: async (botId: number, memberId: string) => {
          const row = await services.members.languageOf(botId, memberId);
          await new Promise<void>((resolve) => held.push(resolve));
          return row;
        },
      };
      const speech = createSpeech({ ...services, members }, t.botId, createCatalogues());
      const answered = async <T>(read: Promise<T>): Promise<T> => {
        while (!held.length) await new Promise((resolve) => setImmediate(resolve));
        held.shift()!();
        return read;
      };

      // The job reads a member nobody has recorded (no row: the bot's default, English); their
      // /start arrives meanwhile, from an app in French. The job speaks French, and so does the next.
      const job = speech.forMember('4501');
      speech.know('4501', { languageCode: 'fr' });
      assert.equal((await answered(job)).locale, 'fr');
      assert.equal((await speech.forMember('4501')).locale, 'fr', 'the next job speaks French, with no read');
      assert.equal(held.length, 0);

      // A /language choice made while another member's row is read wins over the row.
      const other = speech.forMember('4502');
      speech.know('4502', { choice: 'tr' });
      await answered(other);
      assert.equal((await speech.forMember('4502')).locale, 'tr');
    } finally {
      await t.close();
    }
  });
});
