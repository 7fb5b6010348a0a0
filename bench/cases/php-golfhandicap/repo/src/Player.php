<?php

declare(strict_types=1);

namespace Golf;

use InvalidArgumentException;

/**
 * A club member's scoring record: rounds in the order they were played, each with its differential.
 */
final class Player
{
    /** @var list<array{card: Scorecard, pcc: float, differential: float, index: float}> */
    private array $rounds = [];

    public function __construct(
        public readonly string $name,
        private readonly ?float $startingIndex = null,
    ) {
        if ($startingIndex !== null && ($startingIndex < -10.0 || $startingIndex > HandicapIndex::MAXIMUM)) {
            throw new InvalidArgumentException("handicap index $startingIndex is out of range");
        }
    }

    /**
     * Record a round and return its score differential.
     */
    public function record(Scorecard $card, float $pcc = 0.0): float
    {
        if ($card->player !== $this->name) {
            throw new InvalidArgumentException("{$card->player}'s card on {$this->name}'s record");
        }
        if ($card->tee->holes() !== 18) {
            throw new InvalidArgumentException('only 18-hole scores go on the record');
        }
        $last = end($this->rounds);
        if ($last !== false && $card->date < $last['card']->date) {
            throw new InvalidArgumentException('rounds are recorded in the order they were played');
        }
        $index = $this->index();
        $differential = Differential::ofCard($card, $index, $pcc);
        $this->rounds[] = ['card' => $card, 'pcc' => $pcc, 'differential' => $differential, 'index' => $index];

        return $differential;
    }

    /** @return list<float> oldest first */
    public function differentials(): array
    {
        return array_map(static fn (array $round): float => $round['differential'], $this->rounds);
    }

    /** @return list<array{card: Scorecard, pcc: float, differential: float, index: float}> */
    public function rounds(): array
    {
        return $this->rounds;
    }

    /**
     * The current index: calculated once there are three scores, the starting index (or the maximum) before.
     */
    public function index(): float
    {
        return HandicapIndex::calculate($this->differentials())
            ?? $this->startingIndex
            ?? HandicapIndex::MAXIMUM;
    }
}
