// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {SmartAccount} from "./SmartAccount.sol";

/// @title SmartAccountFactory: CREATE2 deployer of SmartAccount(owner), for ERC-6492 tests.
/// @notice An ERC-6492 signature wraps (factory, deploy calldata, owner signature); a verifier runs
///         the calldata and then calls isValidSignature on the now-deployed account. `deploy` is
///         idempotent so a verifier may run it against an account that already exists.
contract SmartAccountFactory {
    event AccountDeployed(address indexed account, address indexed owner, bytes32 salt);

    /// @notice The address SmartAccount(owner) gets when deployed with `salt` (deployed or not).
    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(SmartAccount).creationCode, abi.encode(owner)));
        bytes32 digest = keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash));
        return address(uint160(uint256(digest)));
    }

    /// @notice Deploys SmartAccount(owner) at getAddress(owner, salt); returns it if already there.
    function deploy(address owner, bytes32 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        SmartAccount created = new SmartAccount{salt: salt}(owner);
        require(address(created) == account, "SmartAccountFactory: address mismatch");
        emit AccountDeployed(account, owner, salt);
    }
}
