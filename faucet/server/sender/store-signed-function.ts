// faucet_store_signed: a signed batch stored in one statement, so the leader's busiest write is one round trip to the
// database (with PGlite, one message to its thread) instead of a transaction of five.

/**
 * faucet_store_signed(...): checks that `p_owner` holds the signer lease `p_lease` (a share lock on its row holds off
 * a takeover until commit, as the floor's `assertHeld` does), advances the key's nonce counter from `p_first` by the
 * batch's size by compare-and-set, and marks every claim of the batch signed with its nonce, hash and raw
 * transaction. Returns false, having written nothing, when the lease or the counter is not this leader's; raises
 * (rolling the whole statement back) when a claim of the batch is no longer reserved.
 * Created by the faucet's third migration (schema.ts); a change to it is a new migration that runs it again.
 */
export const STORE_SIGNED_FUNCTION = `
CREATE OR REPLACE FUNCTION faucet_store_signed(
  p_lease text, p_owner text, p_signer text, p_first bigint, p_id bigint[], p_nonce bigint[], p_hash text[],
  p_raw text[], p_max_fee text[], p_prio text[], p_gas bigint[], p_now bigint
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(array_length(p_id, 1), 0);
  k int;
BEGIN
  PERFORM 1 FROM walletdock_lease WHERE name = p_lease AND owner = p_owner FOR SHARE;
  IF NOT FOUND THEN RETURN false; END IF;
  UPDATE faucet_signer SET next_nonce = next_nonce + n WHERE address = p_signer AND next_nonce = p_first;
  IF NOT FOUND THEN RETURN false; END IF;
  UPDATE faucet_claim c SET status = 'signed', signer = p_signer, nonce = v.nonce, tx_hash = v.hash, raw_tx = v.raw,
      max_fee = v.max_fee::numeric, priority_fee = v.prio::numeric, gas = v.gas, signed_ms = p_now
    FROM unnest(p_id, p_nonce, p_hash, p_raw, p_max_fee, p_prio, p_gas) AS v(id, nonce, hash, raw, max_fee, prio, gas)
    WHERE c.id = v.id AND c.status = 'reserved';
  GET DIAGNOSTICS k = ROW_COUNT;
  IF k <> n THEN RAISE EXCEPTION 'reserved claims changed while signing'; END IF;
  RETURN true;
END $$`;
