package com.example.planthire.catalogue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The depot's price list, read from lines {@code code,name,day,week,deposit}. */
public final class Catalogue {
    private final Map<String, Machine> byCode = new LinkedHashMap<>();

    public static Catalogue parse(List<String> lines) {
        Catalogue c = new Catalogue();
        int n = 0;
        for (String line : lines) {
            n++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] f = t.split(",", -1);
            if (f.length != 5) {
                throw new IllegalArgumentException("line " + n + ": expected 5 fields, got " + f.length);
            }
            String code = f[0].strip();
            if (c.byCode.containsKey(code)) {
                throw new IllegalArgumentException("line " + n + ": duplicate code " + code);
            }
            c.byCode.put(code, new Machine(code, f[1].strip(), Long.parseLong(f[2].strip()),
                    Long.parseLong(f[3].strip()), Long.parseLong(f[4].strip())));
        }
        return c;
    }

    public Optional<Machine> find(String code) {
        return Optional.ofNullable(byCode.get(code));
    }

    public Machine get(String code) {
        return find(code).orElseThrow(() -> new IllegalArgumentException("no machine " + code));
    }

    public List<Machine> machines() {
        return Collections.unmodifiableList(new ArrayList<>(byCode.values()));
    }
}
