// The service's refusals in the reader's language (SPEC §18): the catalogue message an AppError
// names (`saying`), with its date written as the reader's locale writes days; an error that names
// none is said in the API's own words.
import type { AppError } from '../errors.js';
import type { Words } from './words.js';

export function refusalOf(w: Words, err: AppError): string {
  const said = err.said;
  if (!said) return err.description;
  return w.t(said.id, { ...said.args, ...(said.day === undefined ? {} : { date: w.day(said.day) }) });
}
