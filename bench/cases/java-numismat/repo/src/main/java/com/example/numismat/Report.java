package com.example.numismat;

import java.util.Locale;

/** A plain-text valuation of a collection, one line per coin and a total. */
public final class Report {

    private Report() {
    }

    public static String render(Collection collection, SpotPrices spot) {
        StringBuilder sb = new StringBuilder();
        for (Coin coin : collection.sorted()) {
            sb.append(String.format(Locale.ROOT, "%-8s %-22s %-6s %-12s %-5s %10s %10s%n",
                    coin.date(), coin.type(), coin.grade(), content(coin),
                    marker(Rarity.ofMintage(coin.mintage())),
                    Money.format(MeltValue.of(coin, spot)), Money.format(collection.value(coin, spot))));
        }
        sb.append(String.format(Locale.ROOT, "%d coins, total %s%n", collection.coins().size(),
                Money.format(collection.totalValue(spot))));
        return sb.toString();
    }

    private static String marker(Rarity rarity) {
        switch (rarity) {
            case KEY:
                return "KEY";
            case SEMI_KEY:
                return "semi";
            case SCARCE:
                return "*";
            default:
                return "";
        }
    }

    /** The precious-metal content, e.g. "Ag 24.06 g"; blank for base metals. */
    static String content(Coin coin) {
        if (!coin.metal().isPrecious()) {
            return "";
        }
        return String.format(Locale.ROOT, "%s %.2f g", coin.metal().symbol(), coin.pureMetalGrams());
    }
}
