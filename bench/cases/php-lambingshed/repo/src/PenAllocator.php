<?php

declare(strict_types=1);

namespace Lambing;

use DateTimeImmutable;
use InvalidArgumentException;
use OverflowException;

/**
 * The individual pens ("jugs") a ewe and her lambs go into after lambing, so they bond before they join
 * the nursery group. Bigger litters stay longer.
 */
final class PenAllocator
{
    /** Hours in the pen by litter size; four or more stay as long as triplets. */
    public const STAY_HOURS = [1 => 24, 2 => 36, 3 => 48];

    /** @var array<int, array{dam: EarTag, litter: int, until: DateTimeImmutable}> pen number => occupant */
    private array $pens = [];

    public function __construct(private readonly int $penCount)
    {
        if ($penCount < 1) {
            throw new InvalidArgumentException('A shed needs at least one pen');
        }
    }

    public static function stayHours(int $litter): int
    {
        if ($litter < 1) {
            throw new InvalidArgumentException(sprintf('Litter size must be at least 1, got %d', $litter));
        }

        return self::STAY_HOURS[min($litter, 3)];
    }

    /** Puts the ewe in the lowest-numbered free pen and returns its number. */
    public function admit(EarTag $dam, int $litter, DateTimeImmutable $at): int
    {
        foreach ($this->pens as $occupant) {
            if ($occupant['dam']->equals($dam)) {
                throw new InvalidArgumentException(sprintf('Ewe %s is already penned', $dam));
            }
        }
        for ($pen = 1; $pen <= $this->penCount; $pen++) {
            if (!isset($this->pens[$pen])) {
                $hours = self::stayHours($litter);
                $this->pens[$pen] = [
                    'dam' => $dam,
                    'litter' => $litter,
                    'until' => $at->modify(sprintf('+%d hours', $hours)),
                ];

                return $pen;
            }
        }
        throw new OverflowException(sprintf('All %d pens are full', $this->penCount));
    }

    /**
     * Turns out every ewe whose time is up and frees her pen.
     *
     * @return list<EarTag> the ewes turned out, in pen order
     */
    public function turnOut(DateTimeImmutable $at): array
    {
        ksort($this->pens);
        $out = [];
        foreach ($this->pens as $pen => $occupant) {
            if ($occupant['until'] <= $at) {
                $out[] = $occupant['dam'];
                unset($this->pens[$pen]);
            }
        }

        return $out;
    }

    public function dueOut(int $pen): ?DateTimeImmutable
    {
        return isset($this->pens[$pen]) ? $this->pens[$pen]['until'] : null;
    }

    public function occupied(): int
    {
        return count($this->pens);
    }

    public function free(): int
    {
        return $this->penCount - count($this->pens);
    }
}
