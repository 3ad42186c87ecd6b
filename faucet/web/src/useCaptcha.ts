/**
 * The math captcha flow: load a question, verify a typed answer. A wrong answer says
 * "Incorrect answer. Try again." and loads a new question; a failed check "Verification failed. Please try again.".
 * Changing the answer after a successful check un-verifies it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { FaucetPageMessages } from '../../shared/messages';
import { fetchCaptcha, verifyCaptchaAnswer, type Captcha } from './api';

/** The feedback line under the captcha. */
export interface CaptchaFeedback {
  text: string;
  tone: 'success' | 'error' | 'info';
}

/** Captcha state and actions. */
export interface CaptchaFlow {
  captcha: Captcha | undefined;
  answer: string;
  verified: boolean;
  verifying: boolean;
  feedback: CaptchaFeedback | undefined;
  setAnswer(answer: string): void;
  /** Loads a new question (keeps the feedback when `keepFeedback`). Resolves true when one is loaded. */
  load(keepFeedback?: boolean): Promise<boolean>;
  /** Checks the typed answer; resolves whether it is right. */
  verify(): Promise<boolean>;
}

/** Text shown after a right answer. */
export const CAPTCHA_CORRECT = 'Correct! You can claim now.';
/** Text shown when no question could be loaded. */
export const CAPTCHA_LOAD_FAILED = 'Could not load the math problem. Please refresh.';

/** The captcha flow; loads a first question on mount. */
export function useCaptcha(): CaptchaFlow {
  const [captcha, setCaptcha] = useState<Captcha | undefined>(undefined);
  const [answer, setAnswerState] = useState('');
  const [verified, setVerified] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [feedback, setFeedback] = useState<CaptchaFeedback | undefined>(undefined);
  // The latest values for the window helpers, which call outside React's render.
  const latest = useRef({ captcha, answer });
  latest.current = { captcha, answer };

  const load = useCallback(async (keepFeedback = false) => {
    setVerified(false);
    setAnswerState('');
    if (!keepFeedback) setFeedback(undefined);
    try {
      const next = await fetchCaptcha();
      setCaptcha(next);
      latest.current = { captcha: next, answer: '' };
      return true;
    } catch {
      setCaptcha(undefined);
      latest.current = { captcha: undefined, answer: '' };
      setFeedback({ text: CAPTCHA_LOAD_FAILED, tone: 'error' });
      return false;
    }
  }, []);

  const setAnswer = useCallback((typed: string) => {
    // Arabic and Persian keyboards type their own digits (the question shows them too); the server reads 0-9.
    const value = typed.replace(/[٠-٩۰-۹]/g, (d) => String(d.charCodeAt(0) & 0xf));
    setAnswerState(value);
    setVerified(false);
    latest.current = { ...latest.current, answer: value };
  }, []);

  const verify = useCallback(async () => {
    const { captcha: current, answer: typed } = latest.current;
    if (!current) {
      setFeedback({ text: FaucetPageMessages.noCaptcha, tone: 'error' });
      return false;
    }
    if (typed.trim() === '') {
      setFeedback({ text: FaucetPageMessages.enterAnswer, tone: 'error' });
      return false;
    }
    setVerifying(true);
    try {
      const result = await verifyCaptchaAnswer(current.sessionId, typed.trim());
      if (result.valid) {
        setVerified(true);
        setFeedback({ text: CAPTCHA_CORRECT, tone: 'success' });
        return true;
      }
      setFeedback({ text: FaucetPageMessages.incorrectAnswer, tone: 'error' });
      await load(true);
      return false;
    } catch {
      setFeedback({ text: FaucetPageMessages.verificationFailed, tone: 'error' });
      return false;
    } finally {
      setVerifying(false);
    }
  }, [load]);

  useEffect(() => {
    void load();
  }, [load]);

  return { captcha, answer, verified, verifying, feedback, setAnswer, load, verify };
}
