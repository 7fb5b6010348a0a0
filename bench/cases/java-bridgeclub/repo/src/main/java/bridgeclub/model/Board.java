package bridgeclub.model;

/** A numbered board, which fixes the dealer and the vulnerability. */
public record Board(int number) {

    public Board {
        if (number < 1) {
            throw new IllegalArgumentException("boards are numbered from 1: " + number);
        }
    }

    /** North deals board 1, East board 2, and so round the table. */
    public Seat dealer() {
        return Seat.values()[(number - 1) % 4];
    }

    public Vulnerability vulnerability() {
        return Vulnerability.forBoard(number);
    }

    @Override
    public String toString() {
        return "Board " + number + " (" + dealer().letter() + "/" + vulnerability().label() + ")";
    }
}
