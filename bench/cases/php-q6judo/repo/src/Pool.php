<?php

declare(strict_types=1);

namespace Judo;

/**
 * A round-robin pool: everyone fights everyone once. The winner of a contest takes points by how it
 * was won (10 for ippon or hansoku-make, 7 for waza-ari); the pool is ranked on wins, then points,
 * then the contest between the two.
 */
final class Pool
{
    /** @var list<Contest> */
    private array $contests = [];

    /** @param list<string> $judoka */
    public function __construct(public readonly array $judoka)
    {
        if (count($judoka) < 2 || count(array_unique($judoka)) !== count($judoka)) {
            throw new JudoError('a pool needs two or more judoka, each once');
        }
    }

    /** @return list<array{string, string}> the pairings, in the order they are called to the mat */
    public function pairings(): array
    {
        $pairs = [];
        foreach ($this->judoka as $i => $a) {
            foreach (array_slice($this->judoka, $i + 1) as $b) {
                $pairs[] = [$a, $b];
            }
        }

        return $pairs;
    }

    public function record(Contest $contest): self
    {
        if ($contest->winner() === null) {
            throw new JudoError("{$contest->blue} v {$contest->white} is not finished");
        }
        foreach ([$contest->blue, $contest->white] as $name) {
            if (!in_array($name, $this->judoka, true)) {
                throw new JudoError("{$name} is not in this pool");
            }
        }
        $this->contests[] = $contest;

        return $this;
    }

    public static function points(Contest $contest): int
    {
        return match ($contest->decidedBy()) {
            Score::Ippon, Score::HansokuMake => 10,
            Score::WazaAri => 7,
        };
    }

    /** @return list<array{place: int, name: string, wins: int, points: int}> */
    public function standings(): array
    {
        $table = array_fill_keys($this->judoka, ['wins' => 0, 'points' => 0]);
        foreach ($this->contests as $contest) {
            $table[$contest->winnerName()]['wins']++;
            $table[$contest->winnerName()]['points'] += self::points($contest);
        }
        $names = $this->judoka;
        usort($names, function (string $a, string $b) use ($table): int {
            return [$table[$b]['wins'], $table[$b]['points']] <=> [$table[$a]['wins'], $table[$a]['points']]
                ?: $this->headToHead($a, $b);
        });
        $rows = [];
        foreach ($names as $i => $name) {
            $rows[] = ['place' => $i + 1, 'name' => $name] + $table[$name];
        }

        return $rows;
    }

    private function headToHead(string $a, string $b): int
    {
        foreach ($this->contests as $contest) {
            if (in_array($contest->blue, [$a, $b], true) && in_array($contest->white, [$a, $b], true)) {
                return $contest->winnerName() === $a ? -1 : 1;
            }
        }

        return strcmp($a, $b);
    }
}
