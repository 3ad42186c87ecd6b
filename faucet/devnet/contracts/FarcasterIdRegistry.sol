// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title FarcasterIdRegistry: a devnet stand-in for Farcaster's IdRegistry, NOT the real contract.
/// @notice The real IdRegistry (farcasterxyz/contracts, Optimism 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b) is not
///         published as an npm artifact (the Farcaster npm packages ship its ABI only), so the devnet
///         puts this contract's code at that canonical address. It implements the subset Sign In With Farcaster
///         reads (idOf, custodyOf, idCounter, the Register event) with the real signatures. Registration differs:
///         the real one goes through the IdGateway (paid storage, signatures); here any address registers itself
///         for free, which is what a devnet test user needs. Transfers and recovery are left out.
contract FarcasterIdRegistry {
    /// @notice Same event as the real registry's.
    event Register(address indexed to, uint256 indexed id, address recovery);

    /// @notice The last fid issued (fids start at 1).
    uint256 public idCounter;
    /// @notice The fid an address holds as custody, 0 for none.
    mapping(address => uint256) public idOf;
    /// @notice The custody address of an fid.
    mapping(uint256 => address) public custodyOf;
    /// @notice The recovery address of an fid.
    mapping(uint256 => address) public recoveryOf;

    error HasId();

    /// @notice Registers a new fid with the caller as its custody address (one fid per address, as in the real one).
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        recoveryOf[fid] = recovery;
        emit Register(msg.sender, fid, recovery);
    }
}
