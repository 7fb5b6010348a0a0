package com.example.numismat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RarityTest {

    @Test
    void mintageBands() {
        assertEquals(Rarity.KEY, Rarity.ofMintage(12_000));
        assertEquals(Rarity.KEY, Rarity.ofMintage(99_999));
        assertEquals(Rarity.SEMI_KEY, Rarity.ofMintage(100_000));
        assertEquals(Rarity.SEMI_KEY, Rarity.ofMintage(484_000));
        assertEquals(Rarity.SCARCE, Rarity.ofMintage(500_000));
        assertEquals(Rarity.COMMON, Rarity.ofMintage(2_000_000));
    }

    @Test
    void negativeMintageIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> Rarity.ofMintage(-1));
    }
}
