// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// @title TestMultiToken: an ERC-1155 collection for tests (TransferSingle and TransferBatch events).
/// @notice The ERC-1155 logic is OpenZeppelin's. Not deployed by the devnet: tests that need ERC-1155 deploy it.
///         `uri` is OpenZeppelin's (one template with the `{id}` placeholder); `mint` and `mintBatch` are open.
contract TestMultiToken is ERC1155 {
    constructor() ERC1155("data:application/json;utf8,{\"name\":\"WalletDock Multi Token {id}\"}") {}

    /// @notice Test-only open mint of `amount` of `id` to `to` (emits TransferSingle).
    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }

    /// @notice Test-only open mint of several ids at once (emits TransferBatch).
    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata amounts) external {
        _mintBatch(to, ids, amounts, "");
    }
}
