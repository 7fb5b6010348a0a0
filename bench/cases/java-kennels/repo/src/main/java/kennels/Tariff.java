package kennels;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Nightly prices in pence. Dogs of one household sharing a run pay the full
 * rate for the first dog and a discount for each further dog; peak nights
 * carry a percentage surcharge.
 */
public final class Tariff {

    private final Map<Size, Long> nightly;
    private final int sharingDiscountPercent;
    private final int peakSurchargePercent;
    private final List<PeakSeason> seasons;

    public Tariff(Map<Size, Long> nightly, int sharingDiscountPercent, int peakSurchargePercent,
                  List<PeakSeason> seasons) {
        this.nightly = new EnumMap<>(nightly);
        for (Size size : Size.values()) {
            if (!this.nightly.containsKey(size)) {
                throw new IllegalArgumentException("no nightly rate for " + size);
            }
        }
        this.sharingDiscountPercent = sharingDiscountPercent;
        this.peakSurchargePercent = peakSurchargePercent;
        this.seasons = List.copyOf(seasons);
    }

    public static Tariff standard(int year) {
        Map<Size, Long> rates = new EnumMap<>(Size.class);
        rates.put(Size.SMALL, 2400L);
        rates.put(Size.MEDIUM, 2800L);
        rates.put(Size.LARGE, 3200L);
        rates.put(Size.GIANT, 3800L);
        List<PeakSeason> seasons = new ArrayList<>();
        seasons.add(new PeakSeason("Easter", LocalDate.of(year, 4, 1), LocalDate.of(year, 4, 14)));
        seasons.add(new PeakSeason("Summer", LocalDate.of(year, 7, 20), LocalDate.of(year, 8, 31)));
        seasons.add(new PeakSeason("Christmas", LocalDate.of(year, 12, 20), LocalDate.of(year + 1, 1, 2)));
        return new Tariff(rates, 25, 20, seasons);
    }

    public long nightlyRate(Size size) {
        return nightly.get(size);
    }

    public boolean isPeak(LocalDate night) {
        return seasons.stream().anyMatch(s -> s.contains(night));
    }

    /** Price of one night for one dog; the first dog of a run is never discounted. */
    public long nightFor(Dog dog, LocalDate night, boolean firstInRun) {
        long price = nightlyRate(dog.size());
        if (!firstInRun) {
            price = price * (100 - sharingDiscountPercent) / 100;
        }
        if (isPeak(night)) {
            price = price * (100 + peakSurchargePercent) / 100;
        }
        return price;
    }

    /** Boarding charge for one dog over the whole booking. */
    public long boardingFor(Booking booking, Dog dog) {
        boolean first = booking.dogs().indexOf(dog) == 0;
        long total = 0;
        for (LocalDate night = booking.checkIn(); night.isBefore(booking.checkOut()); night = night.plusDays(1)) {
            total += nightFor(dog, night, first);
        }
        return total;
    }

    public long peakNights(Booking booking) {
        long count = 0;
        for (LocalDate night = booking.checkIn(); night.isBefore(booking.checkOut()); night = night.plusDays(1)) {
            if (isPeak(night)) {
                count++;
            }
        }
        return count;
    }
}
