package net.riverside.regatta;

/** A crew's outcome in one race. */
public record Result(Crew crew, int lane, Status status, RaceTime time) {

    /** How a crew's race ended. */
    public enum Status {
        FINISHED, DID_NOT_FINISH, DID_NOT_START, DISQUALIFIED
    }

    public Result {
        if (status == Status.FINISHED && time == null) {
            throw new IllegalArgumentException(crew.id() + " finished without a time");
        }
        if (status != Status.FINISHED && time != null) {
            throw new IllegalArgumentException(crew.id() + " has a time but did not finish");
        }
    }

    public static Result finished(Crew crew, int lane, String time) {
        return new Result(crew, lane, Status.FINISHED, RaceTime.parse(time));
    }

    public static Result notFinished(Crew crew, int lane, Status status) {
        return new Result(crew, lane, status, null);
    }

    public boolean finished() {
        return status == Status.FINISHED;
    }
}
