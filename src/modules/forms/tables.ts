// The forms module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC).

/** A form (SPEC §15): questions asked in the bot before the plans it names are sold. */
export interface FormsTable {
  bot_id: number;
  form_id: number;
  form_name: string;
  /** JSON array of plan ids. */
  plan_ids: string;
  /** JSON array of questions ({key, prompt, kind, choices, required}). */
  questions: string;
  created_at: number;
  updated_at: number;
  /** Set when deleted with responses: no longer asked, its responses kept. */
  archived_at: number | null;
}

/** The live form of a plan: at most one (the primary key); rows leave when the form is archived. */
export interface FormPlansTable {
  bot_id: number;
  plan_id: number;
  form_id: number;
}

/** A member's answers to a form: one per member and form. */
export interface FormResponsesTable {
  bot_id: number;
  form_id: number;
  member_id: string;
  /** JSON object {key: answer text, or null for a skipped question}. */
  answers: string;
  submitted_at: number;
}

/** A form in progress in the bot: one per member; deleted when done, cancelled or abandoned. */
export interface FormSessionsTable {
  bot_id: number;
  member_id: string;
  form_id: number;
  /** The plan to sell once the form is answered. */
  plan_id: number;
  /** The question being asked (index into the form's questions). */
  question_index: number;
  /** JSON object of the answers so far. */
  answers: string;
  /** The coupon the member entered before the form, applied when its sale opens. */
  coupon_code: string | null;
  updated_at: number;
}
