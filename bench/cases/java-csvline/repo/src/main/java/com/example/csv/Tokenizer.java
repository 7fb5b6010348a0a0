package com.example.csv;

import java.util.ArrayList;
import java.util.List;

/** Splits a CSV line; fields may be quoted, with "" for a quote inside. */
public final class Tokenizer {
    private final char separator;

    public Tokenizer(char separator) {
        this.separator = separator;
    }

    public Tokenizer() {
        this(',');
    }

    public List<String> split(String line) {
        List<String> fields = new ArrayList<>();
        int i = 0;
        while (true) {
            if (i < line.length() && line.charAt(i) == '"') {
                int end = closingQuote(line, i + 1);
                fields.add(line.substring(i + 1, end).replace("\"\"", "\""));
                i = end + 1;
            } else {
                int end = line.indexOf(separator, i);
                if (end < 0) {
                    end = line.length();
                }
                fields.add(line.substring(i, end));
                i = end;
            }
            if (i >= line.length()) {
                return fields;
            }
            i++; // the separator
        }
    }

    /** The index of the quote that closes a field opened just before `from`. */
    private static int closingQuote(String line, int from) {
        int i = from;
        while (i < line.length()) {
            if (line.charAt(i) == '"') {
                if (i + 1 <= line.length() && line.charAt(i + 1) == '"') {
                    i += 2;
                    continue;
                }
                return i;
            }
            i++;
        }
        throw new IllegalArgumentException("unclosed quote at column " + from);
    }
}
