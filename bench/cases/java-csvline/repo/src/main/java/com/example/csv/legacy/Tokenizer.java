package com.example.csv.legacy;

import java.util.Arrays;
import java.util.List;

/** The old splitter: no quoting, fields trimmed. Used by the batch importer only. */
@Deprecated
public final class Tokenizer {
    private Tokenizer() {
    }

    public static List<String> split(String line) {
        return Arrays.stream(line.split(",", -1)).map(String::trim).toList();
    }
}
