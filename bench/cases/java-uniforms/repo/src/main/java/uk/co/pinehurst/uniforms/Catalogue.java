package uk.co.pinehurst.uniforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The garments a school's uniform list is made of, by code. */
public final class Catalogue {

    private final String school;
    private final Map<String, Garment> byCode = new LinkedHashMap<>();

    public Catalogue(String school) {
        this.school = school;
    }

    public String school() {
        return school;
    }

    public Catalogue add(Garment garment) {
        if (byCode.putIfAbsent(garment.code(), garment) != null) {
            throw new IllegalArgumentException("duplicate garment code: " + garment.code());
        }
        return this;
    }

    public Garment get(String code) {
        Garment g = byCode.get(code);
        if (g == null) {
            throw new IllegalArgumentException("not in the " + school + " catalogue: " + code);
        }
        return g;
    }

    public boolean contains(String code) {
        return byCode.containsKey(code);
    }

    public List<Garment> garments() {
        return Collections.unmodifiableList(new ArrayList<>(byCode.values()));
    }

    /** Hollins Park Primary's list, used by the shop's till and by the tests. */
    public static Catalogue hollinsPark() {
        return new Catalogue("Hollins Park Primary")
                .add(new Garment("HP-SWT", "Crested sweatshirt, bottle green", 1450, true))
                .add(new Garment("HP-POLO", "Polo shirt, white", 750, true))
                .add(new Garment("HP-CARD", "Cardigan, bottle green", 1650, true))
                .add(new Garment("HP-PE", "PE T-shirt, gold", 600, false))
                .add(new Garment("HP-BAG", "Book bag", 550, true));
    }
}
