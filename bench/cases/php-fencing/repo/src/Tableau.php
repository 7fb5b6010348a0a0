<?php

declare(strict_types=1);

namespace Fencing;

/**
 * The direct-elimination tableau: fencers placed by seed in a table of the next power of two,
 * the top seeds given byes, bouts to fifteen touches, the losers of the semi-finals both third.
 */
final class Tableau
{
    /** @var list<list<?Fencer>> the fencers in each round's slots; round 0 is the first table */
    private array $rounds = [];

    /** @var array<int, int> round each fencer lost in, by fencer id */
    private array $lostIn = [];

    /** @param list<Fencer> $seeded best seed first */
    public function __construct(private array $seeded)
    {
        if (count($seeded) < 2) {
            throw new \InvalidArgumentException('a tableau needs two fencers');
        }
        $size = self::sizeFor(count($seeded));
        $slots = [];
        foreach (self::seedOrder($size) as $seed) {
            $slots[] = $seeded[$seed - 1] ?? null;
        }
        $this->rounds[0] = $slots;
        $this->advanceByes(0);
    }

    public static function sizeFor(int $fencers): int
    {
        $size = 2;
        while ($size < $fencers) {
            $size *= 2;
        }
        return $size;
    }

    /**
     * Seeds in tableau order, top to bottom: for 8, 1 8 5 4 3 6 7 2, so that 1 and 2 can only
     * meet in the final and every bout pairs seeds adding up to the table size plus one.
     *
     * @return list<int>
     */
    public static function seedOrder(int $size): array
    {
        if ($size < 2 || ($size & ($size - 1)) !== 0) {
            throw new \InvalidArgumentException("a tableau is a power of two: $size");
        }
        $order = [1, 2];
        for ($n = 4; $n <= $size; $n *= 2) {
            $next = [];
            foreach ($order as $i => $seed) {
                $pair = [$seed, $n + 1 - $seed];
                if ($i % 2 === 1) {
                    $pair = array_reverse($pair);
                }
                array_push($next, ...$pair);
            }
            $order = $next;
        }
        return $order;
    }

    public function size(): int
    {
        return count($this->rounds[0]);
    }

    public function roundCount(): int
    {
        return (int) log($this->size(), 2);
    }

    /** "T16", "T8", ..., "T2" for the final. */
    public function roundName(int $round): string
    {
        return 'T' . intdiv($this->size(), 2 ** $round);
    }

    /** @return list<array{?Fencer, ?Fencer}> the bouts of a round, top to bottom */
    public function bouts(int $round): array
    {
        $slots = $this->rounds[$round] ?? [];
        $bouts = [];
        for ($i = 0; $i < intdiv($this->size(), 2 ** $round); $i += 2) {
            $bouts[] = [$slots[$i] ?? null, $slots[$i + 1] ?? null];
        }
        return $bouts;
    }

    public function recordWinner(int $round, Fencer $winner): void
    {
        $slots = $this->rounds[$round] ?? [];
        foreach ($slots as $i => $fencer) {
            if ($fencer !== null && $fencer->id() === $winner->id()) {
                $opponent = $slots[$i ^ 1] ?? null;
                if ($opponent === null) {
                    throw new \LogicException($winner->name() . ' has no opponent in ' . $this->roundName($round));
                }
                $this->lostIn[$opponent->id()] = $round;
                $this->rounds[$round + 1][intdiv($i, 2)] = $winner;
                return;
            }
        }
        throw new \InvalidArgumentException($winner->name() . ' is not in ' . $this->roundName($round));
    }

    public function champion(): ?Fencer
    {
        return $this->rounds[$this->roundCount()][0] ?? null;
    }

    /**
     * Final places once the tableau is fenced: 1 and 2 from the final, both semi-final losers
     * third, and the losers of each earlier round placed after them by seed.
     *
     * @return list<array{int, Fencer}> place and fencer, best first
     */
    public function finalPlacings(): array
    {
        $champion = $this->champion();
        if ($champion === null) {
            throw new \LogicException('the tableau is not finished');
        }
        $placings = [[1, $champion]];
        $place = 2;
        for ($round = $this->roundCount() - 1; $round >= 0; $round--) {
            $losers = [];
            foreach ($this->seeded as $fencer) {
                if (($this->lostIn[$fencer->id()] ?? null) === $round) {
                    $losers[] = $fencer;
                }
            }
            foreach ($losers as $i => $fencer) {
                $placings[] = [$round === $this->roundCount() - 2 ? $place : $place + $i, $fencer];
            }
            $place += count($losers);
        }
        return $placings;
    }

    private function advanceByes(int $round): void
    {
        foreach ($this->bouts($round) as $i => [$top, $bottom]) {
            if ($top === null || $bottom === null) {
                $this->rounds[$round + 1][$i] = $top ?? $bottom;
            }
        }
        if (isset($this->rounds[$round + 1])) {
            ksort($this->rounds[$round + 1]);
        }
    }
}
