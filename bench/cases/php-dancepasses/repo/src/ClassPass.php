<?php

declare(strict_types=1);

namespace StudioNine\DancePasses;

use DateTimeImmutable;

/**
 * A pass of a number of classes, bought on a day and valid for some weeks.
 */
final class ClassPass
{
    private int $used = 0;

    public function __construct(
        public readonly string $id,
        public readonly string $member,
        public readonly int $classes,
        public readonly DateTimeImmutable $bought,
        public readonly int $weeks,
        public readonly Money $price,
    ) {
        if ($classes < 1 || $weeks < 1) {
            throw new \InvalidArgumentException("pass {$id}: classes and weeks must be positive");
        }
    }

    /** The first day the pass is no longer valid. */
    public function expires(): DateTimeImmutable
    {
        return $this->bought->modify('+' . (7 * $this->weeks) . ' days');
    }

    public function remaining(): int
    {
        return $this->classes - $this->used;
    }

    public function covers(DateTimeImmutable $day): bool
    {
        return $this->remaining() > 0 && $day >= $this->bought && $day < $this->expires();
    }

    public function use(): void
    {
        if ($this->remaining() === 0) {
            throw new \LogicException("pass {$this->id} is used up");
        }
        $this->used++;
    }
}
