<?php

declare(strict_types=1);

namespace Swimschool;

final class Swimmer
{
    public function __construct(
        public readonly string $name,
        public readonly string $family,
        public readonly \DateTimeImmutable $born,
        public readonly int $stage,
    ) {
        Stage::check($stage);
    }

    public function ageOn(\DateTimeImmutable $day): int
    {
        return $this->born->diff($day)->y;
    }
}
