package com.example.csv;

import java.util.List;
import java.util.Map;
import java.util.LinkedHashMap;

/** A line's fields by header name. */
public final class Record {
    private Record() {
    }

    public static Map<String, String> of(List<String> header, String line, Tokenizer tokenizer) {
        List<String> fields = tokenizer.split(line);
        if (fields.size() != header.size()) {
            throw new IllegalArgumentException("expected " + header.size() + " fields, got " + fields.size());
        }
        Map<String, String> record = new LinkedHashMap<>();
        for (int i = 0; i < header.size(); i++) {
            record.put(header.get(i), fields.get(i));
        }
        return record;
    }
}
