package com.example.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RecordTest {
    @Test
    void fieldsByName() {
        Map<String, String> r = Record.of(List.of("name", "city"), "\"Ada\",London", new Tokenizer());
        assertEquals("London", r.get("city"));
    }
}
