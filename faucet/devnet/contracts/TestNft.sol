// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title TestNft: the devnet's ERC-721 collection ("WalletDock Test NFT", WDNFT).
/// @notice The ERC-721 logic is OpenZeppelin's (@openzeppelin/contracts). Token ids start at 1; at deployment
///         each holder receives `perHolder` consecutive ids (holder i gets i*perHolder+1 .. (i+1)*perHolder).
///         `tokenURI` is an on-chain `data:application/json;base64,` document with a name, a description and
///         an SVG image (itself a base64 data: URI), so a UI can show the token with no network at all.
///         Written for tests only: `mint` is deliberately open so a test can give its own fresh account a token.
contract TestNft is ERC721 {
    /// @notice How many tokens exist; the next minted id is totalSupply + 1 (nothing is ever burned).
    uint256 public totalSupply;

    constructor(address[] memory holders, uint256 perHolder) ERC721("WalletDock Test NFT", "WDNFT") {
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                _mintNext(holders[i]);
            }
        }
    }

    /// @notice Test-only open mint (see contract notice); returns the new token id.
    function mint(address to) external returns (uint256) {
        return _mintNext(to);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory id = Strings.toString(tokenId);
        // A hue per token so a grid of them is told apart at a glance.
        string memory hue = Strings.toString((tokenId * 47) % 360);
        string memory svg = string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">',
            '<rect width="200" height="200" fill="hsl(', hue, ',70%,55%)"/>',
            '<text x="100" y="118" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">#', id, '</text>',
            '</svg>'
        );
        string memory json = string.concat(
            '{"name":"WalletDock Test NFT #', id,
            '","description":"A test collectible on the WalletDock devnet (chain 33322).","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(svg)),
            '"}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    function _mintNext(address to) private returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        _mint(to, tokenId);
    }
}
