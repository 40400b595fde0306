// The shapes of identifiers, written once: schemas, path checks, the CLI, CSV import and the
// client all use these.

/** A bot id or any other positive integer id: no sign, no leading zero, at most 15 digits
 * (fits a JS safe integer). */
export const POSITIVE_ID_SOURCE = '[1-9][0-9]{0,14}';
export const POSITIVE_ID_PATTERN = `^${POSITIVE_ID_SOURCE}$`;
export const POSITIVE_ID = new RegExp(POSITIVE_ID_PATTERN);
/** Bot ids are positive ids (SPEC §1). */
export const BOT_ID = POSITIVE_ID;
export const BOT_ID_RULE = 'must be a positive integer of at most 15 digits';

/** A user id on the messaging platform (admins, members, owners). */
export const PLATFORM_USER_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const PLATFORM_USER_ID_RULE = 'must be 1 to 64 characters of A-Z a-z 0-9 _ -';

/** A platform bot token: `<bot_id>:<secret>`. */
export const BOT_TOKEN_PATTERN = `^${POSITIVE_ID_SOURCE}:[A-Za-z0-9_-]{20,128}$`;
