package bridgeclub.model;

/** A partnership: North-South or East-West. */
public enum Side {
    NS, EW;

    public Side opponents() {
        return this == NS ? EW : NS;
    }
}
