// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title TestDollar: the devnet's second ERC-20 ("Test Dollar", TUSD, 6 decimals like the usual dollar tokens),
///        the other side of the WETH/TUSD Uniswap V2 pool (so TEST -> TUSD routes through WETH).
/// @notice The ERC-20 logic is OpenZeppelin's (@openzeppelin/contracts). Written for tests only: `mint` is
///         deliberately open, as TestToken's, so a test can give its own fresh account tokens.
contract TestDollar is ERC20 {
    /// @param holders accounts that each receive `amountEach` (base units) at deployment.
    constructor(address[] memory holders, uint256 amountEach) ERC20("Test Dollar", "TUSD") {
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Test-only open mint (see contract notice).
    function mint(address to, uint256 value) external {
        _mint(to, value);
    }
}
