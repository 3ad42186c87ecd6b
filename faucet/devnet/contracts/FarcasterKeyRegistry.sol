// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title FarcasterKeyRegistry: a devnet stand-in for Farcaster's KeyRegistry, NOT the real contract.
/// @notice Farcaster auth-client first asks the KeyRegistry (Optimism 0x00000000Fc1237824fb747aBDE0FF18990E59b7e)
///         whether a signer is an fid's "auth address" key, then falls back to IdRegistry.idOf (custody). The real
///         contract is not published as an npm artifact, so the devnet puts this one at that address: keyDataOf with
///         the real signature, answering "no such key" (state 0, type 0) for every key. No key is ever added on the
///         devnet, so only custody signatures verify there.
contract FarcasterKeyRegistry {
    enum KeyState {
        NULL,
        ADDED,
        REMOVED
    }

    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    /// @notice Key data of `key` for `fid`: always NULL on the devnet.
    function keyDataOf(uint256, bytes calldata) external pure returns (KeyData memory data) {
        return data;
    }
}
