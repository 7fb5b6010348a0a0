package com.example.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class TokenizerTest {
    private final Tokenizer tokenizer = new Tokenizer();

    @Test
    void plainFields() {
        assertEquals(List.of("a", "b", "c"), tokenizer.split("a,b,c"));
    }

    @Test
    void emptyFields() {
        assertEquals(List.of("", "x", ""), tokenizer.split(",x,"));
    }

    @Test
    void quotedFieldWithSeparatorAndQuotes() {
        assertEquals(List.of("Smith, \"Jo\"", "42"), tokenizer.split("\"Smith, \"\"Jo\"\"\",42"));
    }

    @Test
    void quotedLastField() {
        assertEquals(List.of("id", "a b"), tokenizer.split("id,\"a b\""));
    }

    @Test
    void otherSeparator() {
        assertEquals(List.of("1", "2"), new Tokenizer(';').split("1;2"));
    }

    @Test
    void unclosedQuote() {
        assertThrows(IllegalArgumentException.class, () -> tokenizer.split("\"abc"));
    }
}
