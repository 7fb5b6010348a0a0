<?php

declare(strict_types=1);

namespace Eddyline\Slalom;

/**
 * The gates hung for a race, numbered from 1, some of them upstream gates.
 */
final class Course
{
    /** @param list<int> $upstream */
    public function __construct(
        public readonly int $gates,
        public readonly array $upstream = [],
    ) {
        if ($gates < 18 || $gates > 25) {
            throw new \InvalidArgumentException("a course has 18 to 25 gates, not $gates");
        }
        foreach ($upstream as $gate) {
            $this->check($gate);
        }
    }

    public function check(int $gate): void
    {
        if ($gate < 1 || $gate > $this->gates) {
            throw new \OutOfRangeException("no gate $gate on a course of {$this->gates}");
        }
    }

    public function isUpstream(int $gate): bool
    {
        return in_array($gate, $this->upstream, true);
    }
}
