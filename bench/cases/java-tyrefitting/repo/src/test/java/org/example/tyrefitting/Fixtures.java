package org.example.tyrefitting;

final class Fixtures {
    private Fixtures() {
    }

    static Stock rack() {
        Stock stock = new Stock();
        stock.add(new StockItem("MI-PS4-2055516", "Michelin", "Primacy 4", TyreSize.parse("205/55 R16 91V"), 9850, 12));
        stock.add(new StockItem("AV-ZV5-2055516", "Avon", "ZV7", TyreSize.parse("205/55 R16 91V"), 6475, 8));
        stock.add(new StockItem("NX-NB-2055516", "Nexen", "N'blue HD", TyreSize.parse("205/55 R16 91H"), 5290, 20));
        stock.add(new StockItem("CO-PC6-2254517", "Continental", "PremiumContact 6",
                TyreSize.parse("225/45 R17 94Y"), 12400, 6));
        stock.add(new StockItem("GY-EP-2256018", "Goodyear", "EfficientGrip 2 SUV",
                TyreSize.parse("225/60 R18 100H"), 13990, 4));
        stock.add(new StockItem("PI-PZ-2554020", "Pirelli", "P Zero", TyreSize.parse("255/40 R20 101Y"), 21500, 2));
        stock.add(new StockItem("FA-SZ-1756514", "Falken", "Sincera SN110", TyreSize.parse("175/65 R14 82T"), 4600, 0));
        return stock;
    }
}
