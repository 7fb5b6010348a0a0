<?php

declare(strict_types=1);

namespace Fellside\Woolclip;

final class Fleece
{
    public function __construct(
        public readonly Grade $grade,
        public readonly int $grams,
    ) {
        if ($grams <= 0) {
            throw new \InvalidArgumentException('a fleece weighs something');
        }
    }

    public function valuePence(): int
    {
        return intdiv($this->grams * $this->grade->pencePerKg() + 500, 1000);
    }
}
