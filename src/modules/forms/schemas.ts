// Forms (SPEC §15): questions a member answers in the bot before buying the plans a form names;
// each member answers a form once and the answers are kept (responses).
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';

export const QUESTION_KINDS = ['text', 'email', 'number', 'choice'] as const;
export const MAX_QUESTIONS = 10;
export const MIN_CHOICES = 2;
export const MAX_CHOICES = 10;
/** A choice is a button's label: short enough to read on a phone. */
export const MAX_CHOICE_LENGTH = 100;
export const MAX_PROMPT_LENGTH = 500;
export const MAX_FORM_NAME_LENGTH = 128;
export const MAX_PLANS_PER_FORM = 100;
export const QUESTION_KEY_PATTERN = '^[a-z0-9_]{1,32}$';

const Key = Type.String({
  pattern: QUESTION_KEY_PATTERN,
  'x-rule': 'must be 1 to 32 characters of a-z 0-9 _',
  description: 'Names the answer in responses and exports; unique within the form.',
  examples: ['email'],
});
const Prompt = Type.String({ minLength: 1, maxLength: MAX_PROMPT_LENGTH, format: 'text', description: 'What the bot asks.', examples: ['Your email?'] });
const Kind = StringEnum(QUESTION_KINDS, {
  description: 'text: 1 to 1,000 characters; email: an address; number: a decimal number; choice: one of `choices`, shown as buttons.',
});
const Choices = Type.Array(Type.String({ minLength: 1, maxLength: MAX_CHOICE_LENGTH, format: 'text' }), {
  minItems: MIN_CHOICES,
  maxItems: MAX_CHOICES,
  description: `For a choice question only: ${MIN_CHOICES} to ${MAX_CHOICES} distinct options, each a button.`,
});

export const Question = Type.Object(
  {
    key: Key,
    prompt: Prompt,
    kind: Kind,
    choices: Type.Optional(Choices),
    required: Type.Optional(Type.Boolean({ description: 'Default true; an optional question has a "Skip" button.' })),
  },
  { title: 'Question', additionalProperties: false },
);

const QuestionRecord = Type.Object(
  {
    key: Type.String(),
    prompt: Type.String(),
    kind: Kind,
    choices: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'The options of a choice question; null for the other kinds.' }),
    required: Type.Boolean(),
  },
  { title: 'FormQuestion' },
);

const Questions = Type.Array(Question, { minItems: 1, maxItems: MAX_QUESTIONS, description: `1 to ${MAX_QUESTIONS} questions, asked in this order.` });
const FormName = Type.String({ minLength: 1, maxLength: MAX_FORM_NAME_LENGTH, format: 'text', examples: ['About you'] });
const PlanIds = Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
  minItems: 1,
  maxItems: MAX_PLANS_PER_FORM,
  'x-rule': 'must list 1 or more ids of plans of this bot',
  description: 'The plans whose invoice or checkout the form comes before; a plan has at most one live form.',
  examples: [[1]],
});

export const Form = Type.Object(
  {
    form_id: Type.Integer(),
    form_name: Type.String(),
    plan_ids: Type.Array(Type.Integer()),
    questions: Type.Array(QuestionRecord),
    responses: Type.Integer({ minimum: 0, description: 'Members who answered it.' }),
    archived: Type.Boolean({ description: 'Deleted while it had responses: no longer asked, its responses kept.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Form' },
);

const EXAMPLE_QUESTIONS = [
  { key: 'email', prompt: 'Your email?', kind: 'email' },
  { key: 'level', prompt: 'Your level?', kind: 'choice', choices: ['Beginner', 'Advanced'] },
  { key: 'note', prompt: 'Anything we should know?', kind: 'text', required: false },
];

export const CreateFormBody = Type.Object(
  { form_name: FormName, plan_ids: PlanIds, questions: Questions },
  { title: 'CreateFormBody', additionalProperties: false, examples: [{ form_name: 'About you', plan_ids: [1], questions: EXAMPLE_QUESTIONS }] },
);

export const UpdateFormBody = Type.Object(
  { form_name: Type.Optional(FormName), plan_ids: Type.Optional(PlanIds), questions: Type.Optional(Questions) },
  {
    title: 'UpdateFormBody',
    additionalProperties: false,
    minProperties: 1,
    'x-rule': 'must change at least one field',
    examples: [{ form_name: 'Before you join' }],
  },
);

export const Answers = Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()]), {
  description: 'Answer per question key, as text (a number as the member wrote it, e.g. "12.5"); null for an optional question skipped.',
  examples: [{ email: 'ada@example.com', level: 'Advanced', note: null }],
});

export const FormResponse = Type.Object({ member_id: Type.String(), answers: Answers, submitted_at: Timestamp }, { title: 'FormResponse' });

/** A member's answers to one form, as GET /members/{member_id} carries them. */
export const MemberForm = Type.Object(
  { form_id: Type.Integer(), form_name: Type.String(), answers: Answers, submitted_at: Timestamp },
  { title: 'MemberForm' },
);

export const FormListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
export const ResponseListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });

export type QuestionInput = Static<typeof Question>;
export type QuestionRecord = Static<typeof QuestionRecord>;
export type FormRecord = Static<typeof Form>;
export type CreateFormInput = Static<typeof CreateFormBody>;
export type UpdateFormInput = Static<typeof UpdateFormBody>;
export type AnswerMap = Static<typeof Answers>;
export type FormResponseRecord = Static<typeof FormResponse>;
export type MemberFormRecord = Static<typeof MemberForm>;
export type FormListInput = Static<typeof FormListQuery>;
