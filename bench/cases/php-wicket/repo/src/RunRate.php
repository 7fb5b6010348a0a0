<?php

declare(strict_types=1);

namespace Longmeadow\Wicket;

/** Net run rate, the first tie-break of the league table. */
final class RunRate
{
    /**
     * Runs scored per over faced, less runs conceded per over bowled, over
     * all of a side's matches.
     *
     * @param list<MatchResult> $results
     */
    public static function net(array $results): float
    {
        $runsFor = $ballsFaced = $runsAgainst = $ballsBowled = 0;
        foreach ($results as $r) {
            $runsFor += $r->runsFor;
            $ballsFaced += $r->ballsFaced;
            $runsAgainst += $r->runsAgainst;
            $ballsBowled += $r->ballsBowled;
        }
        if ($ballsFaced === 0 || $ballsBowled === 0) {
            return 0.0;
        }
        return $runsFor / Overs::decimal($ballsFaced) - $runsAgainst / Overs::decimal($ballsBowled);
    }
}
