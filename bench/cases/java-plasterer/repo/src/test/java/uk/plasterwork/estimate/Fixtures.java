package uk.plasterwork.estimate;

/** A surveyed two-room job used across the tests. */
final class Fixtures {

    private Fixtures() { }

    static Room livingRoom() {
        return Room.of("Living room", Finish.BOND_AND_SKIM,
                Surface.wall("front", 4.2, 2.4, Opening.window(1.8, 1.2)),
                Surface.wall("hall side", 3.6, 2.4, Opening.door(0.9, 2.0)),
                Surface.wall("back", 4.2, 2.4),
                Surface.wall("chimney side", 3.6, 2.4),
                Surface.ceiling("ceiling", 4.2, 3.6));
    }

    static Room bedroom() {
        return Room.of("Bedroom 2", Finish.SKIM,
                Surface.wall("window wall", 3.0, 2.4, Opening.window(1.2, 1.2)),
                Surface.wall("landing side", 3.2, 2.4, Opening.door(0.8, 2.0)),
                Surface.wall("party wall", 3.0, 2.4),
                Surface.wall("cupboard side", 3.2, 2.4),
                Surface.ceiling("ceiling", 3.2, 3.0));
    }

    static Job job() {
        return new Job("Q-2291", "Mrs A. Okafor", "14 Vicarage Road",
                java.util.List.of(livingRoom(), bedroom()));
    }
}
