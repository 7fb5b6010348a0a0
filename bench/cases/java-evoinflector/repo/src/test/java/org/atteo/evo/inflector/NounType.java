package org.atteo.evo.inflector;

public enum NounType {
    COUNTABLE,
    UNCOUNTABLE,
    PLURAL_NOT_ATTESTED,
    UNKNOWN_PLURAL
}
