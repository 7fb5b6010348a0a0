<?php

declare(strict_types=1);

namespace Boxscore;

/**
 * One game: the line score and each team's pitching and batting lines. The pitchers of a team must
 * account for every out their side recorded: three an inning the other team batted, fewer only when
 * the home team won in its last at bat.
 */
final class Game
{
    /**
     * @param array<string, list<PitchingLine>> $pitching by team name
     * @param array<string, list<BattingLine>> $batting by team name
     */
    public function __construct(
        public readonly Linescore $linescore,
        private readonly array $pitching,
        private readonly array $batting = [],
    ) {
        $teams = [$linescore->visitorsName, $linescore->homeName];
        foreach (array_keys($pitching + $batting) as $team) {
            if (!in_array($team, $teams, true)) {
                throw new BoxscoreError("{$team} did not play in this game");
            }
        }
        $this->checkOuts($linescore->visitorsName, $this->outsAgainst($linescore->homeName));
        $this->checkOuts($linescore->homeName, 3 * $linescore->innings());
    }

    /** @return list<PitchingLine> */
    public function pitching(string $team): array
    {
        return $this->pitching[$team] ?? [];
    }

    /** @return list<BattingLine> */
    public function batting(string $team): array
    {
        return $this->batting[$team] ?? [];
    }

    public function pitcher(string $name): PitchingLine
    {
        foreach ($this->pitching as $lines) {
            foreach ($lines as $line) {
                if ($line->pitcher === $name) {
                    return $line;
                }
            }
        }
        throw new BoxscoreError("{$name} did not pitch in this game");
    }

    /** A team's pitching in the game as one line. */
    public function staff(string $team): PitchingLine
    {
        $total = new PitchingLine($team, 0);
        foreach ($this->pitching($team) as $line) {
            $total = $total->plus(new PitchingLine($team, $line->outs, $line->hits, $line->runs, $line->earnedRuns, $line->walks, $line->strikeouts));
        }

        return $total;
    }

    /** Outs the visitors' pitchers had to record: three for each inning the home team batted. */
    private function outsAgainst(string $home): int
    {
        $batted = count(array_filter($this->linescore->home, static fn (?int $r): bool => $r !== null));

        return 3 * $batted;
    }

    private function checkOuts(string $team, int $expected): void
    {
        if (!isset($this->pitching[$team])) {
            return;
        }
        $outs = array_sum(array_map(static fn (PitchingLine $l): int => $l->outs, $this->pitching[$team]));
        $walkOff = $team === $this->linescore->visitorsName && $this->linescore->winner() === $this->linescore->homeName
            && $this->linescore->home[array_key_last($this->linescore->home)] !== null;
        if ($outs !== $expected && !($walkOff && $outs < $expected && $outs > $expected - 3)) {
            throw new BoxscoreError("{$team}'s pitchers recorded {$outs} outs; the game had {$expected}");
        }
    }
}
