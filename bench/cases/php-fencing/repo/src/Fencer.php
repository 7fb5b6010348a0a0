<?php

declare(strict_types=1);

namespace Fencing;

/** A fencer entered in the competition, with the seed they started it with. */
final class Fencer
{
    public function __construct(
        private int $id,
        private string $name,
        private string $club,
        private int $seed
    ) {
        if ($seed < 1) {
            throw new \InvalidArgumentException("seeds start at 1: $seed");
        }
    }

    public function id(): int
    {
        return $this->id;
    }

    public function name(): string
    {
        return $this->name;
    }

    public function club(): string
    {
        return $this->club;
    }

    public function seed(): int
    {
        return $this->seed;
    }
}
