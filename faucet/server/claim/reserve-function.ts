// The cooldown check: faucet_reserve, the database function that reserves claims. A claim's cooldown keys are
// 'addr:<recipient>' and 'client:<IP or /64>' in faucet_cooldown; a key is taken only when its cooldown has run out,
// atomically with the claim row, so concurrent claims for one address or client reserve exactly one.

/**
 * faucet_reserve(...): reserves a batch of claims in one round trip. Per element: consume the captcha session (even
 * for a wrong answer), then in a subtransaction write the claim, take both cooldown keys (only if expired: a
 * concurrent holder makes this wait, then refuse) and the hourly outflow; any refusal rolls the subtransaction back.
 * Created by the faucet's first migration (schema.ts); a change to it is a new migration that runs it again.
 */
export const RESERVE_FUNCTION = `
CREATE OR REPLACE FUNCTION faucet_reserve(
  p_session text[], p_answer_ok boolean[], p_address text[], p_client text[], p_amount numeric, p_gas bigint[],
  p_now bigint, p_cooldown bigint, p_cap numeric
) RETURNS TABLE (idx int, kind text, claim_id bigint, next_at bigint) LANGUAGE plpgsql AS $$
DECLARE
  k int;
  n int;
  cid bigint;
  nxt bigint;
BEGIN
  FOR k IN 1 .. coalesce(array_length(p_session, 1), 0) LOOP
    idx := k; claim_id := NULL; next_at := NULL;
    INSERT INTO faucet_captcha_used (session_id, used_ms) VALUES (p_session[k], p_now) ON CONFLICT (session_id) DO NOTHING;
    IF NOT FOUND THEN kind := 'captcha-unknown'; RETURN NEXT; CONTINUE; END IF;
    IF NOT p_answer_ok[k] THEN kind := 'captcha-wrong'; RETURN NEXT; CONTINUE; END IF;
    BEGIN
      INSERT INTO faucet_claim (address, client_key, amount, gas, status, created_ms)
        VALUES (p_address[k], p_client[k], p_amount, p_gas[k], 'reserved', p_now) RETURNING id INTO cid;
      INSERT INTO faucet_cooldown (key, until_ms, claim_id)
        VALUES ('addr:' || p_address[k], p_now + p_cooldown, cid), ('client:' || p_client[k], p_now + p_cooldown, cid)
        ON CONFLICT (key) DO UPDATE SET until_ms = EXCLUDED.until_ms, claim_id = EXCLUDED.claim_id
        WHERE faucet_cooldown.until_ms <= p_now;
      GET DIAGNOSTICS n = ROW_COUNT;
      IF n < 2 THEN
        SELECT max(until_ms) INTO nxt FROM faucet_cooldown WHERE key IN ('addr:' || p_address[k], 'client:' || p_client[k]);
        RAISE EXCEPTION USING ERRCODE = 'FC001';
      END IF;
      IF p_cap IS NOT NULL THEN
        INSERT INTO faucet_outflow (hour, amount) SELECT p_now / 3600000, p_amount WHERE p_amount <= p_cap
          ON CONFLICT (hour) DO UPDATE SET amount = faucet_outflow.amount + EXCLUDED.amount
          WHERE faucet_outflow.amount + EXCLUDED.amount <= p_cap;
        IF NOT FOUND THEN RAISE EXCEPTION USING ERRCODE = 'FC002'; END IF;
      END IF;
      kind := 'reserved'; claim_id := cid;
    EXCEPTION
      WHEN SQLSTATE 'FC001' THEN kind := 'cooldown'; next_at := nxt;
      WHEN SQLSTATE 'FC002' THEN kind := 'outflow-cap';
    END;
    RETURN NEXT;
  END LOOP;
END $$`;
