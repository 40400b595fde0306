// The members export's form columns (SPEC §16): one per question of every form the bot has (archived
// ones too: their answers are kept), headed `form:<form_id>:<key>`, read in the export's snapshot.
import type { FormColumns } from '../exports/columns.js';
import { formHeader } from '../exports/columns.js';
import * as repo from './repository.js';
import type { QuestionRecord } from './schemas.js';

type Answers = Record<string, string | null>;

export const formColumns: FormColumns = {
  async questions(db, botId) {
    const forms = await repo.allForms(db, botId);
    return forms.flatMap((f) => (JSON.parse(f.questions) as QuestionRecord[]).map((q) => ({ form_id: Number(f.form_id), key: q.key })));
  },
  async answers(db, botId, after, last) {
    const byMember = new Map<string, Map<string, string>>();
    for (const response of await repo.responsesInRange(db, botId, after, last)) {
      const cells = byMember.get(response.member_id) ?? new Map<string, string>();
      byMember.set(response.member_id, cells);
      for (const [key, value] of Object.entries(JSON.parse(response.answers) as Answers)) {
        if (value !== null) cells.set(formHeader({ form_id: Number(response.form_id), key }), value);
      }
    }
    return byMember;
  },
};
