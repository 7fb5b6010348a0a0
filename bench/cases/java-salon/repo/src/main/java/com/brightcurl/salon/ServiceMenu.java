package com.brightcurl.salon;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The salon's price list, in the order the services were added. */
public final class ServiceMenu {

    private final Map<String, SalonService> byCode = new LinkedHashMap<>();

    public ServiceMenu add(SalonService service) {
        if (byCode.putIfAbsent(service.code(), service) != null) {
            throw new IllegalArgumentException("duplicate service code " + service.code());
        }
        return this;
    }

    public SalonService get(String code) {
        SalonService service = byCode.get(code);
        if (service == null) {
            throw new IllegalArgumentException("no service with code " + code);
        }
        return service;
    }

    public List<SalonService> lookup(List<String> codes) {
        List<SalonService> services = new ArrayList<>(codes.size());
        for (String code : codes) {
            services.add(get(code));
        }
        return services;
    }

    public List<SalonService> inCategory(Category category) {
        List<SalonService> result = new ArrayList<>();
        for (SalonService service : byCode.values()) {
            if (service.category() == category) {
                result.add(service);
            }
        }
        return result;
    }

    public List<SalonService> all() {
        return Collections.unmodifiableList(new ArrayList<>(byCode.values()));
    }

    /**
     * Reads a menu from lines of {@code code,name,category,minutes,price}.
     * Blank lines and lines starting with '#' are skipped.
     */
    public static ServiceMenu parse(List<String> lines) {
        ServiceMenu menu = new ServiceMenu();
        int lineNo = 0;
        for (String raw : lines) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split(",");
            if (fields.length != 5) {
                throw new IllegalArgumentException("line " + lineNo + ": expected 5 fields, got " + fields.length);
            }
            try {
                menu.add(new SalonService(
                        fields[0].strip(),
                        fields[1].strip(),
                        Category.parse(fields[2]),
                        Integer.parseInt(fields[3].strip()),
                        Money.parse(fields[4])));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + lineNo + ": " + e.getMessage(), e);
            }
        }
        return menu;
    }
}
