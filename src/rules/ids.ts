// issue 29: the id format the database mints (uuid), written once for the contracts that check a request's ids and the
// repositories that answer a malformed id as not found before asking the database. Pure.
import { pattern, string } from 'superstruct';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A string in UUID's format. */
export const uuidString = () => pattern(string(), UUID);
