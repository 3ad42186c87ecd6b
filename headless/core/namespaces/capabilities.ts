// What a namespace can do, read from its definition: every capability's "is it offered here" asks these, so a
// namespace gains Send, Receive, names or Buy by saying so in its folder, never by a list elsewhere.
import type { ChainNamespace } from '../model/caip';
import { NAMESPACES } from './registry';
import type { NamespaceDefinition, NamespaceServes } from './types';

/** The definition of a namespace, or undefined for one walletdock does not know. */
export function namespaceDefinition(namespace: string | undefined): NamespaceDefinition | undefined {
  return namespace !== undefined && Object.hasOwn(NAMESPACES, namespace)
    ? NAMESPACES[namespace as ChainNamespace]
    : undefined;
}

/** True when Send serves the namespace (its definition builds transfers). */
export function sendsOn(namespace: string | undefined): boolean {
  return namespaceDefinition(namespace)?.transfers !== undefined;
}

/** True when Receive is offered on the namespace (its definition writes payment requests). */
export function receivesOn(namespace: string | undefined): boolean {
  return namespaceDefinition(namespace)?.paymentUri !== undefined;
}

/** True when sign-in is offered on the namespace (its definition checks signatures). */
export function signsInOn(namespace: string | undefined): boolean {
  return namespaceDefinition(namespace)?.signIn !== undefined;
}

/** True when walletdock serves `capability` (balances, names, activity, Buy) on the namespace. */
export function servesOn(namespace: string | undefined, capability: keyof NamespaceServes): boolean {
  return namespaceDefinition(namespace)?.serves?.[capability] === true;
}
