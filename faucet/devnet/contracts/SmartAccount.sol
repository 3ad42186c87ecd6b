// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title SmartAccount: a minimal ERC-1271 account for tests.
/// @notice `isValidSignature(hash, sig)` returns the ERC-1271 magic value 0x1626ba7e exactly when
///         `ecrecover(hash, sig) == owner`. The hash is used AS GIVEN (no EIP-191 re-wrapping): a
///         verifier of a personal_sign message passes hashMessage(message) (viem's verifyMessage
///         does), and the owner's personal_sign signature recovers over exactly that hash. Accepting
///         a second, re-wrapped form would let a signature over one payload validate for another.
contract SmartAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    // Upper bound for s (secp256k1n / 2): rejects malleable high-s signatures like OpenZeppelin's ECDSA.
    uint256 internal constant HALF_N = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice Lets the account receive native coin (so tests can fund it).
    receive() external payable {}

    /// @notice ERC-1271: 0x1626ba7e if `signature` (65 bytes r,s,v; v 27/28 or 0/1) is the owner's over `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (v != 27 && v != 28) return INVALID;
        if (uint256(s) > HALF_N) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        if (signer == address(0) || signer != owner) return INVALID;
        return MAGIC_VALUE;
    }
}
