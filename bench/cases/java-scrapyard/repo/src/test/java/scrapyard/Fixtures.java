package scrapyard;

import java.time.LocalDate;

/** A price board and sellers shared by the tests. */
final class Fixtures {

    static final LocalDate MONDAY = LocalDate.of(2024, 3, 4);
    static final LocalDate TUESDAY = MONDAY.plusDays(1);

    private Fixtures() {
    }

    static PriceBoard board() {
        return new PriceBoard()
                .set(Grade.BRIGHT_COPPER, LocalDate.of(2024, 2, 26), 620_000)
                .set(Grade.BRIGHT_COPPER, TUESDAY, 635_000)
                .set(Grade.MIXED_COPPER, LocalDate.of(2024, 2, 26), 560_000)
                .set(Grade.BRASS, LocalDate.of(2024, 2, 26), 380_000)
                .set(Grade.CAST_ALUMINIUM, LocalDate.of(2024, 2, 26), 95_000)
                .set(Grade.LEAD, LocalDate.of(2024, 2, 26), 145_000)
                .set(Grade.HEAVY_IRON, LocalDate.of(2024, 2, 26), 21_000)
                .set(Grade.LIGHT_IRON, LocalDate.of(2024, 2, 26), 17_500);
    }

    static Seller trader() {
        return new Seller("Gary Pickering", "14 Mill Lane, Ossett", Seller.IdDocument.DRIVING_LICENCE,
                "PICKE712158GA9XY", LocalDate.of(2023, 11, 2));
    }

    static Seller householder() {
        return new Seller("Helen Okafor", "3 Beech Grove, Horbury", Seller.IdDocument.PASSPORT,
                "533380006", MONDAY);
    }
}
