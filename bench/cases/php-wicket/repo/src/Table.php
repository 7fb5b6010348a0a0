<?php

declare(strict_types=1);

namespace Longmeadow\Wicket;

/** The league table: played, won, lost, tied, points and net run rate. */
final class Table
{
    public const WIN = 4;
    public const TIE = 2;

    /** @var array<string, list<MatchResult>> */
    private array $results = [];

    /** Records a match given from either side; both sides get a row. */
    public function add(MatchResult $r): void
    {
        $this->results[$r->team][] = $r;
        $this->results[$r->opponent][] = $r->reversed();
    }

    /** @return list<MatchResult> */
    public function resultsOf(string $team): array
    {
        return $this->results[$team] ?? [];
    }

    public function points(string $team): int
    {
        $points = 0;
        foreach ($this->resultsOf($team) as $r) {
            if ($r->won()) {
                $points += self::WIN;
            } elseif ($r->tied()) {
                $points += self::TIE;
            }
        }
        return $points;
    }

    /**
     * Rows in table order: points, then net run rate, then name.
     *
     * @return list<array{team: string, played: int, won: int, lost: int, tied: int, points: int, nrr: float}>
     */
    public function rows(): array
    {
        $rows = [];
        foreach ($this->results as $team => $results) {
            $won = count(array_filter($results, static fn (MatchResult $r) => $r->won()));
            $tied = count(array_filter($results, static fn (MatchResult $r) => $r->tied()));
            $rows[] = [
                'team' => $team,
                'played' => count($results),
                'won' => $won,
                'lost' => count($results) - $won - $tied,
                'tied' => $tied,
                'points' => $this->points($team),
                'nrr' => RunRate::net($results),
            ];
        }
        usort($rows, static fn (array $a, array $b) => [$b['points'], $b['nrr'], $a['team']] <=> [$a['points'], $a['nrr'], $b['team']]);
        return $rows;
    }

    /** @return list<string> */
    public function order(): array
    {
        return array_column($this->rows(), 'team');
    }
}
