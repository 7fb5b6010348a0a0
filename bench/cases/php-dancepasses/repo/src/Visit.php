<?php

declare(strict_types=1);

namespace StudioNine\DancePasses;

use DateTimeImmutable;

final class Visit
{
    public function __construct(
        public readonly DateTimeImmutable $day,
        public readonly string $class,
        public readonly string $member,
    ) {
    }
}
