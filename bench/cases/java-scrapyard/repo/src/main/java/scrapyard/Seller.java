package scrapyard;

import java.time.LocalDate;
import java.util.Objects;

/**
 * Someone selling scrap to the yard. The law requires the yard to see and
 * record photographic identity and an address before it buys.
 */
public record Seller(String name, String address, IdDocument idDocument, String idNumber, LocalDate idCheckedOn) {

    public enum IdDocument { PASSPORT, DRIVING_LICENCE, NATIONAL_ID_CARD }

    public Seller {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(idDocument, "idDocument");
        Objects.requireNonNull(idCheckedOn, "idCheckedOn");
        if (address == null || address.isBlank()) {
            throw new IllegalArgumentException("an address is required for " + name);
        }
        if (idNumber == null || idNumber.isBlank()) {
            throw new IllegalArgumentException("an ID number is required for " + name);
        }
    }

    public String idSummary() {
        String number = idNumber.strip();
        String tail = number.length() <= 4 ? number : number.substring(number.length() - 4);
        return idDocument.name().replace('_', ' ').toLowerCase() + " ending " + tail;
    }
}
