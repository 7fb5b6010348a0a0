package com.example.chandlery;

final class Fixtures {

    static final String PRICE_LIST = """
            # sku;name;category;pence
            R-8BR;8 mm braided polyester (per metre);ROPE;265
            H-SHK6;Stainless D-shackle 6 mm;HARDWARE;450
            S-LJ150;150N auto lifejacket;SAFETY;8995
            C-5601;Admiralty chart 5601 Solent;CHARTS;2450
            P-AF1;Antifouling, 750 ml;PAINT;4800
            K-SMK;Sailing smock;CLOTHING;6500
            """;

    private Fixtures() {
    }

    static Catalogue catalogue() {
        return Catalogue.parse(PRICE_LIST);
    }
}
