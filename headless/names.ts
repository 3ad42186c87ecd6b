/**
 * walletdock/names: `useNameRegistration` (account names), on a subpath of its own for the reason walletdock/send
 * gives: an app's start-up code never holds it.
 *
 * @packageDocumentation
 * @module walletdock/names
 */
export {
  useNameRegistration,
  type UseNameRegistrationParameters,
  type UseNameRegistrationReturnType,
} from './react/hooks/useNameRegistration';
