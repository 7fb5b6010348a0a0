package com.brightcurl.salon;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/** A client on the salon's books. */
public record Client(String name, String phone, LocalDate skinTestDate) {

    public Client {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(phone, "phone");
    }

    public static Client walkIn(String name) {
        return new Client(name, "", null);
    }

    public Optional<LocalDate> lastSkinTest() {
        return Optional.ofNullable(skinTestDate);
    }
}
