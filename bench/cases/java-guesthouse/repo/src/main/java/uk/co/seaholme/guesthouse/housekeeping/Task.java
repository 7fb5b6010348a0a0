package uk.co.seaholme.guesthouse.housekeeping;

/** One room on the rota. */
public record Task(String room, TaskKind kind, int minutes) {
}
