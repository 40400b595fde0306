// Exports' query: the orders file's range on paid_at.
import { Type, type Static } from '@sinclair/typebox';
import { InstantField } from '../../schema/fields.js';

export const OrderExportQuery = Type.Object(
  {
    from: Type.Optional(InstantField('Only orders paid at or after this time (default: the first).')),
    to: Type.Optional(InstantField('Only orders paid before this time (default: up to now); not before from.')),
  },
  { additionalProperties: false },
);

export type OrderExportInput = Static<typeof OrderExportQuery>;
