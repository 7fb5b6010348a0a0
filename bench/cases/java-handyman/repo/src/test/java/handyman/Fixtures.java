package handyman;

import handyman.catalogue.Catalogue;
import handyman.catalogue.Material;
import handyman.catalogue.MaterialLine;
import handyman.catalogue.Unit;
import handyman.labour.LabourRates;
import handyman.labour.Skill;
import handyman.money.Money;
import handyman.quote.Job;
import handyman.quote.JobItem;
import handyman.quote.Quoter;

import java.math.BigDecimal;
import java.util.List;

/** The merchant's price list and two typical jobs. */
public final class Fixtures {

    private Fixtures() {
    }

    public static Catalogue catalogue() {
        return new Catalogue(new BigDecimal("15"))
                .add(new Material("CAB-25T", "2.5mm twin and earth cable", Unit.METRE, Money.pounds("1.10")))
                .add(new Material("SKT-2G", "double socket, white", Unit.EACH, Money.pounds("4.20")))
                .add(new Material("BOX-35", "35mm back box", Unit.EACH, Money.pounds("0.95")))
                .add(new Material("PIPE-15", "15mm copper pipe", Unit.METRE, Money.pounds("3.80")))
                .add(new Material("TAP-MIX", "basin mixer tap", Unit.EACH, Money.pounds("48.00")))
                .add(new Material("SEAL-W", "sanitary silicone, white", Unit.EACH, Money.pounds("5.50")))
                .add(new Material("PAINT-W", "white emulsion", Unit.LITRE, Money.pounds("6.40")))
                .add(new Material("SCR-BOX", "wood screws, box of 200", Unit.BOX, Money.pounds("7.99")));
    }

    public static Quoter quoter() {
        return new Quoter(catalogue(), LabourRates.standard());
    }

    /** New basin tap, bath resealed and a socket added on the landing. */
    public static Job bathroom() {
        Catalogue c = catalogue();
        return new Job("J-1042", "Mrs P. Adeyemi", "BS7 8AB", false, List.of(
                JobItem.of("Replace basin tap", Skill.PLUMBING, 90,
                        MaterialLine.of(c.get("TAP-MIX"), 1), MaterialLine.of(c.get("PIPE-15"), "1.5")),
                JobItem.of("Reseal bath", Skill.GENERAL, 45,
                        MaterialLine.of(c.get("SEAL-W"), 2)),
                JobItem.of("Add double socket on landing", Skill.ELECTRICAL, 120,
                        MaterialLine.of(c.get("SKT-2G"), 1), MaterialLine.of(c.get("BOX-35"), 1),
                        MaterialLine.of(c.get("CAB-25T"), "4.5"))));
    }

    /** A sticking back door planed and rehung. */
    public static Job backDoor() {
        Catalogue c = catalogue();
        return new Job("J-1043", "Mr D. Quinn", "BS6 5QT", false, List.of(
                JobItem.of("Plane and rehang back door", Skill.CARPENTRY, 100,
                        MaterialLine.of(c.get("SCR-BOX"), 1))));
    }
}
