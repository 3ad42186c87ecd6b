/**
 * The host's terms and privacy policy in the connect views, as useConnectGate says: the legal checkbox the visitor
 * ticks before any connect method opens, or the footer line that says what connecting agrees to. A missing URL drops
 * its link and its sentence reads without it.
 */
import { Fragment, type ReactNode } from 'react';
import { useConnectGate } from 'walletdock';
import { useMessages } from '../messages';
import { visuallyHidden } from '../theme/root.css';
import { legalBox, legalCheckbox, legalFooter, legalLink } from './legal.css';

/** The sentence with its `{terms}` and `{privacy}` placeholders as links. */
function LegalSentence({
  both,
  termsOnly,
  privacyOnly,
  termsName,
  privacyName,
}: {
  both: string;
  termsOnly: string;
  privacyOnly: string;
  termsName: string;
  privacyName: string;
}) {
  const m = useMessages();
  const { termsConditionsUrl, privacyPolicyUrl } = useConnectGate();
  const template = termsConditionsUrl && privacyPolicyUrl ? both : termsConditionsUrl ? termsOnly : privacyOnly;
  const link = (url: string, name: string, key: string) => (
    <a key={key} className={legalLink} href={url} target="_blank" rel="noreferrer" data-legal-link={key}>
      {name}
      <span className={visuallyHidden}> {m.legalNewTab}</span>
    </a>
  );
  const links: Record<string, ReactNode> = {
    terms: termsConditionsUrl ? link(termsConditionsUrl, termsName, 'terms') : null,
    privacy: privacyPolicyUrl ? link(privacyPolicyUrl, privacyName, 'privacy') : null,
  };
  return (
    <>
      {template.split(/(\{\w+\})/).map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in their order
        return <Fragment key={i}>{name && name in links ? links[name] : part}</Fragment>;
      })}
    </>
  );
}

/** Connect's footer line, when the host gave a URL and no checkbox asks for it. */
export function LegalFooter() {
  const m = useMessages();
  const { consent } = useConnectGate();
  if (consent !== 'footer') return null;
  return (
    <p className={legalFooter} data-legal-footer="">
      <LegalSentence
        both={m.legalFooterBoth}
        termsOnly={m.legalFooterTerms}
        privacyOnly={m.legalFooterPrivacy}
        termsName={m.legalTermsName}
        privacyName={m.legalPrivacyName}
      />
    </p>
  );
}

/** The legal checkbox (features.legalCheckbox with a URL); `hintId` names the hint the locked methods point to. */
export function LegalCheckbox({ hintId }: { hintId: string }) {
  const m = useMessages();
  const { consent, agreed, locked, setAgreed } = useConnectGate();
  if (consent !== 'checkbox') return null;
  return (
    <>
      <label className={legalCheckbox} data-legal-checkbox="">
        <input
          type="checkbox"
          className={legalBox}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <span>
          <LegalSentence
            both={m.legalCheckboxBoth}
            termsOnly={m.legalCheckboxTerms}
            privacyOnly={m.legalCheckboxPrivacy}
            termsName={m.legalCheckboxTermsName}
            privacyName={m.legalCheckboxPrivacyName}
          />
        </span>
      </label>
      {locked ? (
        <p id={hintId} className={visuallyHidden}>
          {m.legalLockedHint}
        </p>
      ) : null}
    </>
  );
}
