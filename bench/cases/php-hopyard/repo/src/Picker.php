<?php

declare(strict_types=1);

namespace Hopyard\Pay;

final class Picker
{
    public function __construct(
        public readonly string $id,
        public readonly string $name,
        public readonly string $grade,
        public readonly bool $livesOnSite = false,
    ) {
        if (!in_array($grade, ['novice', 'seasoned'], true)) {
            throw new \InvalidArgumentException("unknown grade '$grade' for $name");
        }
    }
}
