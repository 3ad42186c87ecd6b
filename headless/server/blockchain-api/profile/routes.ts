// The profile endpoints: a name's record, the names of an address, suggestions, and registration by a
// signed message. Replies parse with the client's schemas (nameRecordSchema, profileReverseResponseSchema,
// nameSuggestionsResponseSchema, registerNameResponseSchema); refusals are 4xx with the reason in words.
import { HttpError, parseEvmAddress, readJsonBody, sendJson, type Route, type RouteRequest } from '../../http';
import type { ApiContext } from '../context';
import { NAME_SUFFIX } from '../../../core/model/constants';
import {
  MAX_REGISTER_BODY_BYTES,
  NameMessages,
  parseFullName,
  parseRegistrableName,
  readRegistration,
} from './request';
import { claimName, nameRecord, namesOf, pruneUsedMessages, registeredLabels } from './store';
import { checkSignature } from './verify';
import { nameLabelError } from '../../../core/names/rules';

/** How routes.ts wraps a route with its duration histogram. */
export type TimedRoute = (
  route: string,
  method: Route['method'],
  path: string,
  handle: (r: RouteRequest) => Promise<void> | void,
) => Route;

/** Variants offered for a taken name, at most. */
export const MAX_SUGGESTIONS = 5;
const PRUNE_EVERY_MS = 60_000;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `label1`, `label2`, … that are themselves valid names. */
function variants(label: string): string[] {
  return Array.from({ length: 20 }, (_, i) => `${label}${i + 1}`).filter((v) => nameLabelError(v) === undefined);
}

/** The profile routes, spread into the API's routes. */
export function profileRoutes(ctx: ApiContext, timed: TimedRoute): Route[] {
  let prunedAt = 0;
  return [
    timed('profile-account', 'GET', '/v1/profile/account/:name', async ({ params, res }) => {
      const { label, suffix, name } = parseFullName(params.name!);
      const record = await nameRecord(ctx.db, label, suffix);
      if (!record) throw new HttpError(404, NameMessages.notFound(name));
      sendJson(res, 200, record);
    }),
    timed('profile-reverse', 'GET', '/v1/profile/reverse/:address', async ({ params, res }) => {
      sendJson(res, 200, await namesOf(ctx.db, parseEvmAddress(params.address)));
    }),
    // The name asked for first, with whether it is registered; when it is, up to five variants that are not.
    timed('profile-suggestions', 'GET', '/v1/profile/suggestions/:name', async ({ url, params, res }) => {
      const zone = url.searchParams.get('zone');
      if (zone && zone.toLowerCase().replace(/^\./, '') !== NAME_SUFFIX.slice(1))
        throw new HttpError(400, NameMessages.unsupportedZone(zone));
      const { label, name } = parseRegistrableName(params.name!);
      const candidates = variants(label);
      const taken = await registeredLabels(ctx.db, NAME_SUFFIX, [label, ...candidates]);
      const suggestions = [{ name, registered: taken.has(label) }];
      if (taken.has(label)) {
        for (const v of candidates)
          if (!taken.has(v) && suggestions.length <= MAX_SUGGESTIONS)
            suggestions.push({ name: `${v}${NAME_SUFFIX}`, registered: false });
      }
      sendJson(res, 200, { suggestions });
    }),
    timed('profile-register', 'POST', '/v1/profile/account', async ({ req, res }) => {
      const now = nowSeconds();
      const registration = readRegistration(await readJsonBody(req, MAX_REGISTER_BODY_BYTES), ctx.chainById, now);
      await checkSignature(registration);
      await claimName(ctx.db, registration, now);
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneUsedMessages(ctx.db, now).catch(() => undefined);
      }
      sendJson(res, 200, { success: true });
    }),
  ];
}
