package org.ahocorasick.trie.handler;

import org.ahocorasick.trie.Emit;

public interface EmitHandler {
    boolean emit(Emit emit);
}
