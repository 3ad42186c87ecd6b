// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title BulkToken: an ERC-20 ("Bulk Token", BULK) whose holders pay many recipients in one transaction.
/// @notice Not deployed by the devnet: the blockchain API's tests and benchmarks deploy it to fill a chain with
///         many real Transfer events quickly (one `spray` of n recipients is n OpenZeppelin transfers, each with
///         its own Transfer log). The deployer receives the whole supply; `mint` is open (test-only).
contract BulkToken is ERC20 {
    constructor(uint256 supply) ERC20("Bulk Token", "BULK") {
        _mint(msg.sender, supply);
    }

    /// @notice Transfers `amount` from the caller to each of `to`, in order.
    function spray(address[] calldata to, uint256 amount) external {
        for (uint256 i = 0; i < to.length; i++) {
            _transfer(msg.sender, to[i], amount);
        }
    }

    /// @notice Test-only open mint.
    function mint(address to, uint256 value) external {
        _mint(to, value);
    }
}
