package org.example.bobsleigh;

/** How a sled's heat ended. */
public enum Status {
    FINISHED,
    DID_NOT_FINISH;

    public boolean finished() {
        return this == FINISHED;
    }
}
