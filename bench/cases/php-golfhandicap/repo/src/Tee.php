<?php

declare(strict_types=1);

namespace Golf;

use InvalidArgumentException;

/**
 * A set of tees on a course: its rating, its slope and each hole's par and stroke index.
 */
final class Tee
{
    public const STANDARD_SLOPE = 113;

    /** @var list<int> */
    private array $pars;

    /** @var list<int> */
    private array $strokeIndexes;

    /**
     * @param list<int> $pars          par of each hole, in playing order
     * @param list<int> $strokeIndexes stroke index of each hole, 1 for the hardest
     */
    public function __construct(
        public readonly string $course,
        public readonly string $name,
        public readonly float $courseRating,
        public readonly int $slope,
        array $pars,
        array $strokeIndexes,
    ) {
        if ($slope < 55 || $slope > 155) {
            throw new InvalidArgumentException("slope rating $slope is outside 55-155");
        }
        $holes = count($pars);
        if ($holes !== 9 && $holes !== 18) {
            throw new InvalidArgumentException("a tee has 9 or 18 holes, not $holes");
        }
        if (count($strokeIndexes) !== $holes) {
            throw new InvalidArgumentException('one stroke index per hole');
        }
        $sorted = $strokeIndexes;
        sort($sorted);
        if ($sorted !== range(1, $holes)) {
            throw new InvalidArgumentException("stroke indexes must be 1 to $holes, each once");
        }
        foreach ($pars as $par) {
            if ($par < 3 || $par > 6) {
                throw new InvalidArgumentException("par $par is not a golf hole");
            }
        }
        $this->pars = array_values($pars);
        $this->strokeIndexes = array_values($strokeIndexes);
    }

    public function holes(): int
    {
        return count($this->pars);
    }

    public function par(): int
    {
        return array_sum($this->pars);
    }

    /** Par of a hole, numbered from 1. */
    public function parOf(int $hole): int
    {
        return $this->pars[$this->offset($hole)];
    }

    /** Stroke index of a hole, numbered from 1. */
    public function strokeIndexOf(int $hole): int
    {
        return $this->strokeIndexes[$this->offset($hole)];
    }

    public function label(): string
    {
        return sprintf('%s (%s) %.1f/%d', $this->course, $this->name, $this->courseRating, $this->slope);
    }

    private function offset(int $hole): int
    {
        if ($hole < 1 || $hole > $this->holes()) {
            throw new InvalidArgumentException("no hole $hole on {$this->course}");
        }
        return $hole - 1;
    }
}
