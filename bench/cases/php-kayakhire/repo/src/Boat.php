<?php

declare(strict_types=1);

namespace Wyeside\Hire;

final class Boat
{
    public const KINDS = ['single-kayak', 'double-kayak', 'canoe', 'paddleboard'];

    public function __construct(
        public readonly string $id,
        public readonly string $kind,
        public readonly int $seats,
    ) {
        if (!in_array($kind, self::KINDS, true)) {
            throw new \InvalidArgumentException("unknown boat kind: $kind");
        }
        if ($seats < 1) {
            throw new \InvalidArgumentException("a boat has at least one seat: $id");
        }
    }
}
