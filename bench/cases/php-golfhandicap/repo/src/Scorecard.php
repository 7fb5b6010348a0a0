<?php

declare(strict_types=1);

namespace Golf;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * One round: the strokes a player took on each hole of a tee.
 */
final class Scorecard
{
    /** @var list<int> */
    private array $strokes;

    /**
     * @param list<int> $strokes strokes on each hole, in playing order
     */
    public function __construct(
        public readonly string $player,
        public readonly Tee $tee,
        public readonly DateTimeImmutable $date,
        array $strokes,
    ) {
        if (count($strokes) !== $tee->holes()) {
            throw new InvalidArgumentException(sprintf(
                '%d scores for %d holes',
                count($strokes),
                $tee->holes(),
            ));
        }
        foreach ($strokes as $n) {
            if ($n < 1) {
                throw new InvalidArgumentException("a hole takes at least one stroke, not $n");
            }
        }
        $this->strokes = array_values($strokes);
    }

    /** Strokes on a hole, numbered from 1. */
    public function strokesOn(int $hole): int
    {
        if ($hole < 1 || $hole > count($this->strokes)) {
            throw new InvalidArgumentException("no hole $hole on this card");
        }
        return $this->strokes[$hole - 1];
    }

    public function gross(): int
    {
        return array_sum($this->strokes);
    }

    /** @return list<int> */
    public function strokes(): array
    {
        return $this->strokes;
    }
}
